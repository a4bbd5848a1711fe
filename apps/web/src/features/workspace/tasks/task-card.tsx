import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { GripIcon } from './card-icons';
import { MoveMenu, type MoveTarget } from './move-menu';
import { DueDate, PriorityBadge } from './task-bits';
import './i18n';

/**
 * Every card is this tall (a 44 px row of grip, two lines of title and the menu, then two lines
 * of details), so the columns place rows without measuring them (ADR 056, board addendum).
 * Longer titles are clamped on the card; the whole title is its button's name and the dialog's.
 */
export const CARD_HEIGHT_REM = 6.75;

interface CardViewProps {
  task: WorkspaceTask;
  today: string;
  onOpen?: (task: WorkspaceTask) => void;
  /** The drag handle, when the member may move cards. */
  handle?: ReactNode;
  menu?: ReactNode;
  className?: string;
  /** A sortable card's own element, transform and drag listeners. */
  nodeRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  dragListeners?: Record<string, unknown>;
}

/**
 * A card: its element (a sortable card's ref, transform and drag listeners go on it), then grip,
 * title and menu, then details. Title and details are memoised apart: dnd-kit redraws every
 * sortable card as it measures the board, and only the grip and the element depend on that.
 */
export function TaskCardView({ task, today, onOpen, handle, menu, className, nodeRef, style, dragListeners }: CardViewProps) {
  return (
    <article
      ref={nodeRef}
      style={style}
      {...dragListeners}
      className={cn('flex h-[6.75rem] flex-col gap-1 rounded-lg border border-border bg-surface p-2 shadow-sm', className)}
    >
      <div className="flex h-11 items-center gap-1">
        {handle}
        <CardTitle task={task} onOpen={onOpen} />
        {menu}
      </div>
      <CardDetails task={task} today={today} />
    </article>
  );
}

const CardTitle = memo(function CardTitle({ task, onOpen }: Pick<CardViewProps, 'task' | 'onOpen'>) {
  return (
    <button
      type="button"
      className="min-h-8 min-w-0 flex-1 text-left text-sm font-medium wrap-anywhere text-fg hover:underline"
      onClick={() => onOpen?.(task)}
    >
      {/* Element Timing: `npm run bench` reads when the board's first cards are painted (board.mjs). */}
      <span className="line-clamp-2" elementtiming="task-card">
        {task.title}
      </span>
    </button>
  );
});

/** Priority, due day (first: "Overdue" matters most), assignee and progress: two lines at most (a narrow column clips the rest). */
const CardDetails = memo(function CardDetails({ task, today }: Pick<CardViewProps, 'task' | 'today'>) {
  const { t } = useTranslation('workspace-tasks');
  return (
    <div className="flex max-h-10 flex-wrap items-center gap-x-3 overflow-hidden pl-7 text-xs leading-5 text-muted">
      <PriorityBadge priority={task.priority} />
      <DueDate task={task} today={today} />
      <span>{task.assignee?.name ?? t('list.unassigned')}</span>
      <span className="tabular-nums">{t('list.progressValue', { percent: task.status === 'completed' ? 100 : task.progress })}</span>
    </div>
  );
});

/** A read-only card (viewers, archived projects). */
export const TaskCard = memo(TaskCardView);

interface SortableCardProps {
  task: WorkspaceTask;
  today: string;
  onOpen: (task: WorkspaceTask) => void;
  /** Whether "Move up" / "Move down" apply (not at the top / bottom of its column). */
  canUp: boolean;
  canDown: boolean;
  onMenu: (task: WorkspaceTask, target: MoveTarget) => void;
}

/**
 * A draggable card: a pointer or a long touch anywhere on it starts a drag; the keyboard starts
 * one only from the grip (Space or Enter), so Enter on the title still opens the task.
 * Memoised with plain props: a column's re-render skips the cards that did not change.
 */
export const SortableCard = memo(function SortableCard({ task, today, onOpen, canUp, canDown, onMenu }: SortableCardProps) {
  const { t } = useTranslation('workspace-tasks');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status },
  });
  return (
    <TaskCardView
      task={task}
      today={today}
      onOpen={onOpen}
      nodeRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragListeners={listeners}
      menu={<MoveMenu task={task} canUp={canUp} canDown={canDown} onMove={onMenu} />}
      className={cn('touch-manipulation', isDragging && 'opacity-40')}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={t('board.drag', { title: task.title })}
          className="inline-flex h-full w-6 shrink-0 cursor-grab items-center justify-center rounded text-muted hover:bg-surface-2"
        >
          <GripIcon className="size-4" />
        </button>
      }
    />
  );
});
