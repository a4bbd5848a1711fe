import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { boardAnnouncements } from './board-a11y';
import { BoardColumn } from './board-column';
import { columnOf, dropDestination, isMove, menuDestination, previewMove, type Destination } from './board-moves';
import type { MoveTarget } from './move-menu';
import { SortableCard, TaskCard, TaskCardView } from './task-card';
import type { TaskColumns } from './task-model';
import './i18n';

/** The pointer sensor leaves touches to the touch sensor, whose hold-to-drag keeps scrolling free. */
class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: (event, options) =>
        (event as ReactPointerEvent).nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

interface TaskBoardProps {
  columns: TaskColumns;
  today: string;
  /** Absent for viewers and archived projects: cards stay put. */
  onMove?: (task: WorkspaceTask, to: Destination) => void;
  onOpen: (task: WorkspaceTask) => void;
}

/** Whether the dragged card's middle is below the middle of what it is over. */
function belowMiddle(active: Active, over: Over): boolean {
  const dragged = active.rect.current.translated;
  return dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
}

/** The board: Pending / In progress / Completed, cards dragged between and within columns. */
export function TaskBoard({ columns, today, onMove, onOpen }: TaskBoardProps) {
  const { t } = useTranslation('workspace-tasks');
  const [activeId, setActiveId] = useState<string | null>(null);
  // While a card is dragged over another column, the columns as they would be with it there.
  const [preview, setPreview] = useState<TaskColumns | null>(null);
  const shown = preview ?? columns;
  const byId = useMemo(() => {
    const map = new Map<string, WorkspaceTask>();
    for (const status of TASK_STATUSES) for (const task of columns[status]) map.set(task.id, task);
    return map;
  }, [columns]);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => boardAnnouncements(t, (id) => byId.get(id)), [t, byId]);

  const move = useCallback(
    (task: WorkspaceTask, to: Destination) => {
      if (onMove && isMove(columns, task, to)) onMove(task, to);
    },
    [columns, onMove],
  );
  // The cards' "Move to…" reads the columns when chosen, so its identity (a prop of every
  // memoised card) survives moves and new data: only the cards that changed redraw.
  const latest = useRef({ columns, move });
  useLayoutEffect(() => {
    latest.current = { columns, move };
  }, [columns, move]);
  const onMenu = useCallback((task: WorkspaceTask, target: MoveTarget) => {
    const now = latest.current;
    now.move(task, menuDestination(now.columns, task, target));
  }, []);

  // What the card is over, as shown now: a card (and its column) or a column's empty space.
  const overOf = (over: Over, columnsShown: TaskColumns) => {
    const overTask = byId.get(String(over.id));
    const status = overTask ? columnOf(columnsShown, overTask.id) : (over.data.current?.status as TaskStatusName | undefined);
    return { status, taskId: overTask?.id ?? null };
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const task = byId.get(String(active.id));
    if (!task || !over) return;
    const to = overOf(over, shown);
    if (!to.status || to.status === columnOf(shown, task.id)) return;
    setPreview(previewMove(shown, task, { status: to.status, taskId: to.taskId }, belowMiddle(active, over)));
  };
  const endDrag = () => {
    setActiveId(null);
    setPreview(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const task = byId.get(String(active.id));
    if (!task || !over) return;
    const to = overOf(over, shown);
    if (!to.status) return;
    // Where the board showed it: a card moved into another column already sits there.
    const showing = { ...task, status: columnOf(shown, task.id) ?? task.status };
    move(task, dropDestination(shown, showing, { status: to.status, taskId: to.taskId }, belowMiddle(active, over)));
  };

  const editable = onMove !== undefined;
  const renderCard = useCallback(
    (task: WorkspaceTask, index: number, count: number) =>
      editable ? (
        <SortableCard task={task} today={today} onOpen={onOpen} canUp={index > 0} canDown={index < count - 1} onMenu={onMenu} />
      ) : (
        <TaskCard task={task} today={today} onOpen={onOpen} />
      ),
    [editable, today, onOpen, onMenu],
  );

  const board = (
    <div
      role="group"
      aria-label={t('board.label')}
      className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-3 lg:overflow-visible"
    >
      {TASK_STATUSES.map((status) => (
        <BoardColumn key={status} status={status} tasks={shown[status]} activeId={activeId} renderCard={renderCard} />
      ))}
    </div>
  );
  if (!onMove) return board;
  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={({ active }: DragStartEvent) => setActiveId(String(active.id))}
      onDragOver={onDragOver}
      onDragCancel={endDrag}
      onDragEnd={onDragEnd}
    >
      {board}
      <DragOverlay dropAnimation={null}>{active ? <TaskCardView task={active} today={today} className="shadow-lg" /> : null}</DragOverlay>
    </DndContext>
  );
}
