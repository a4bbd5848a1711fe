import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { memo } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { DueDate, PriorityBadge } from './task-bits';
import './i18n';

interface TaskRowProps {
  task: WorkspaceTask;
  today: string;
  milestone: string | undefined;
  /** Changed offline, not sent yet (ADR 075). */
  waiting?: boolean;
  /** Absent for viewers and archived projects: no checkbox. */
  onToggle?: (task: WorkspaceTask) => void;
  onOpen: (task: WorkspaceTask) => void;
}

/**
 * One line of the list: done checkbox, title (opens the task), priority, assignee, due day,
 * milestone, tags and progress. Memoised: scrolling re-renders the window, not each row.
 */
export const TaskRow = memo(function TaskRow({ task, today, milestone, waiting = false, onToggle, onOpen }: TaskRowProps) {
  const { t } = useTranslation('workspace-tasks');
  const done = task.status === 'completed';
  const progress = done ? 100 : task.progress;
  return (
    <div className="flex items-start gap-3 border-b border-border px-3 py-2">
      {onToggle && (
        <input
          type="checkbox"
          className="mt-3 size-5 shrink-0 accent-primary"
          checked={done}
          onChange={() => onToggle(task)}
          aria-label={t(done ? 'list.reopen' : 'list.complete', { title: task.title })}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-1">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={cn('min-h-8 min-w-0 text-left font-medium wrap-anywhere text-fg hover:underline', done && 'text-muted line-through')}
            onClick={() => onOpen(task)}
          >
            {task.title}
          </button>
          <PriorityBadge priority={task.priority} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          {waiting && <span className="rounded-full bg-warning-soft px-2 py-0.5 font-medium text-warning-fg">{t('list.waiting')}</span>}
          <span>{task.assignee?.name ?? t('list.unassigned')}</span>
          <DueDate task={task} today={today} />
          {milestone && <span className="rounded bg-surface-2 px-1.5 py-0.5">{milestone}</span>}
          {task.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-primary-soft px-2 py-0.5 text-fg">
              {tag}
            </span>
          ))}
        </div>
      </div>
      <div className="flex w-16 shrink-0 flex-col items-end gap-1 py-2" title={t('list.progress', { title: task.title })}>
        <span className="text-xs text-muted tabular-nums">{t('list.progressValue', { percent: progress })}</span>
        <div
          role="progressbar"
          aria-label={t('list.progress', { title: task.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
      </div>
    </div>
  );
});
