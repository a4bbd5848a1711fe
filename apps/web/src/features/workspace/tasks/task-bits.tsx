import type { WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import type { WorkspacePriorityName } from '@skilllink/contracts/workspace-constants';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { dateTimeFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { isOverdue } from './task-model';
import './i18n';

/** Lead and member change tasks; a viewer, or anyone on an archived project, only reads them. */
export const canEditTasks = (project: Pick<WorkspaceProject, 'myRole' | 'archived'>) => !project.archived && project.myRole !== 'viewer';

/** Team members who accepted: the only people a task can be given to (the server checks too). */
export const assignableMembers = (project: Pick<WorkspaceProject, 'team'>) => project.team.filter((m) => !m.invited);

export const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** A calendar day (YYYY-MM-DD) in the member's language; UTC so no time zone shifts the day. */
export const formatDay = (day: string) => dateTimeFormat(DAY_FORMAT).format(Date.parse(`${day}T00:00:00Z`));

// Never colour alone (DESIGN.md): the word is always written; tones keep AA in both themes.
const PRIORITY_TONE: Record<WorkspacePriorityName, string> = {
  low: 'bg-surface-2 text-muted',
  medium: 'bg-primary-soft text-primary',
  high: 'bg-warning-soft text-warning-fg',
  urgent: 'bg-danger-soft text-danger',
};

export function PriorityBadge({ priority }: { priority: WorkspacePriorityName }) {
  const { t } = useTranslation('workspace-tasks');
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold', PRIORITY_TONE[priority])}>
      {t(`priority.${priority}`)}
    </span>
  );
}

/** The due day, in red with "Overdue" when late; nothing when the task has no date. */
export function DueDate({ task, today }: { task: Pick<WorkspaceTask, 'dueDate' | 'status'>; today: string }) {
  const { t } = useTranslation('workspace-tasks');
  if (!task.dueDate) return null;
  const late = isOverdue(task, today);
  const date = formatDay(task.dueDate);
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs tabular-nums', late ? 'font-semibold text-danger' : 'text-muted')}>
      <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={task.dueDate}>{late ? t('list.overdue', { date }) : t('list.due', { date })}</time>
    </span>
  );
}
