import type { WorkspaceMilestone } from '@skilllink/contracts/workspace';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from './days';
import '../team/i18n';

const STATUS_TONE: Record<WorkspaceMilestone['status'], string> = {
  not_started: 'bg-surface-2 text-muted',
  in_progress: 'bg-primary-soft text-primary',
  completed: 'bg-surface-2 text-success',
};

interface MilestoneCardProps {
  milestone: WorkspaceMilestone;
  /** "YYYY-MM-DD": a due date before it is overdue, unless the milestone is completed. */
  today: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One milestone: title, due date (red, and said, when overdue), status, and its tasks' progress. */
export function MilestoneCard({ milestone, today, canEdit, onEdit, onDelete }: MilestoneCardProps) {
  const { t } = useTranslation('workspace-team');
  const overdue = milestone.dueDate !== null && milestone.dueDate < today && milestone.status !== 'completed';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start gap-2">
        <h3 className="min-w-0 flex-1 font-semibold wrap-anywhere text-fg">{milestone.title}</h3>
        <span
          className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[milestone.status])}
        >
          {t(`milestones.status.${milestone.status}`)}
        </span>
      </div>
      <p className={cn('flex flex-wrap items-center gap-1.5 text-sm', overdue ? 'font-medium text-danger' : 'text-muted')}>
        <CalendarDays className="size-4" aria-hidden="true" />
        {milestone.dueDate ? (
          <time dateTime={milestone.dueDate}>{t('milestones.due', { date: formatDay(milestone.dueDate) })}</time>
        ) : (
          t('milestones.noDue')
        )}
        {/* Never colour alone (DESIGN.md): the word says it too. */}
        {overdue && <span>· {t('milestones.overdue')}</span>}
      </p>
      <div className="flex flex-col gap-1">
        <ProgressBar percent={milestone.progress} label={t('milestones.progressLabel', { title: milestone.title })} />
        <p className="flex justify-between gap-2 text-sm text-muted tabular-nums">
          <span>{t('milestones.tasks', { count: milestone.taskCount })}</span>
          <span>{t('milestones.progress', { percent: milestone.progress })}</span>
        </p>
      </div>
      {canEdit && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" aria-label={t('milestones.editLabel', { title: milestone.title })} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('milestones.edit')}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('milestones.deleteLabel', { title: milestone.title })} onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('milestones.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
