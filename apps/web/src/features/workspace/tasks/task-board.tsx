import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useCallback, useMemo, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { boardAnnouncements } from './board-a11y';
import { BoardColumn } from './board-column';
import { dropDestination, isMove, menuDestination, type Destination } from './board-moves';
import { MoveMenu, type MoveTarget } from './move-menu';
import { SortableCard, TaskCardView } from './task-card';
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

/** The board: Pending / In progress / Completed, cards dragged between and within columns. */
export function TaskBoard({ columns, today, onMove, onOpen }: TaskBoardProps) {
  const { t } = useTranslation('workspace-tasks');
  const [activeId, setActiveId] = useState<string | null>(null);
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
  const onMenu = useCallback(
    (task: WorkspaceTask, target: MoveTarget) => move(task, menuDestination(columns, task, target)),
    [columns, move],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const task = byId.get(String(active.id));
    if (!task || !over) return;
    const overTask = byId.get(String(over.id));
    const status = (overTask?.status ?? over.data.current?.status) as TaskStatusName | undefined;
    if (!status) return;
    const dragged = active.rect.current.translated;
    const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
    move(task, dropDestination(columns, task, { status, taskId: overTask?.id ?? null }, below));
  };

  const renderCard = (task: WorkspaceTask, index: number) => {
    if (!onMove) return <TaskCardView task={task} today={today} onOpen={onOpen} />;
    const column = columns[task.status];
    const menu = <MoveMenu task={task} canUp={index > 0} canDown={index < column.length - 1} onMove={onMenu} />;
    return <SortableCard task={task} today={today} onOpen={onOpen} menu={menu} />;
  };

  const board = (
    <div
      role="group"
      aria-label={t('board.label')}
      className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-3 lg:overflow-visible"
    >
      {TASK_STATUSES.map((status) => (
        <BoardColumn key={status} status={status} tasks={columns[status]} activeId={activeId} renderCard={renderCard} />
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
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      {board}
      <DragOverlay dropAnimation={null}>{active ? <TaskCardView task={active} today={today} className="shadow-lg" /> : null}</DragOverlay>
    </DndContext>
  );
}
