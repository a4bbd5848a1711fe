import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { DueDate, PriorityBadge } from './task-bits';
import './i18n';

interface CardViewProps {
  task: WorkspaceTask;
  today: string;
  onOpen?: (task: WorkspaceTask) => void;
  /** The drag handle, when the member may move cards. */
  handle?: ReactNode;
  menu?: ReactNode;
  className?: string;
}

/** A card's face: cheap to draw (no formatter made, no menu opened) so a column paints fast. */
export function TaskCardView({ task, today, onOpen, handle, menu, className }: CardViewProps) {
  const { t } = useTranslation('workspace-tasks');
  return (
    <article className={cn('flex gap-1 rounded-lg border border-border bg-surface p-2 shadow-sm', className)}>
      {handle}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-1">
        <div className="flex items-start justify-between gap-2">
          <button
            type="button"
            className="min-h-8 min-w-0 text-left text-sm font-medium wrap-anywhere text-fg hover:underline"
            onClick={() => onOpen?.(task)}
          >
            {task.title}
          </button>
          <PriorityBadge priority={task.priority} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{task.assignee?.name ?? t('list.unassigned')}</span>
          <DueDate task={task} today={today} />
          <span className="tabular-nums">{t('list.progressValue', { percent: task.status === 'completed' ? 100 : task.progress })}</span>
        </div>
      </div>
      {menu}
    </article>
  );
}

interface SortableCardProps {
  task: WorkspaceTask;
  today: string;
  onOpen: (task: WorkspaceTask) => void;
  menu: ReactNode;
}

/**
 * A draggable card: a pointer or a long touch anywhere on it starts a drag; the keyboard starts
 * one only from the grip (Space or Enter), so Enter on the title still opens the task.
 */
export const SortableCard = memo(function SortableCard({ task, today, onOpen, menu }: SortableCardProps) {
  const { t } = useTranslation('workspace-tasks');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status },
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
      className="touch-manipulation"
    >
      <TaskCardView
        task={task}
        today={today}
        onOpen={onOpen}
        menu={menu}
        className={cn(isDragging && 'opacity-40')}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={t('board.drag', { title: task.title })}
            className="inline-flex w-6 shrink-0 cursor-grab items-center justify-center self-stretch rounded text-muted hover:bg-surface-2"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
      />
    </div>
  );
});
