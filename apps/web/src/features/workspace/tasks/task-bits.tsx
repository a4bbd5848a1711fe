import type { WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import { cn } from '../../../components/ui/cn';
import { formatDay } from '../format';
import { useTranslation } from '../../../lib/use-translation';
import { CalendarIcon } from './card-icons';
import { isOverdue } from './task-model';
import './i18n';

/** Lead and member change tasks; a viewer, or anyone on an archived project, only reads them. */
export { canEdit as canEditTasks } from '../permissions';
export { formatDay };
export { PriorityBadge } from '../components/badges';

/** Team members who accepted: the only people a task can be given to (the server checks too). */
export const assignableMembers = (project: Pick<WorkspaceProject, 'team'>) => project.team.filter((m) => !m.invited);

export const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** The due day, in red with "Overdue" when late; nothing when the task has no date. */
export function DueDate({ task, today }: { task: Pick<WorkspaceTask, 'dueDate' | 'status'>; today: string }) {
  const { t } = useTranslation('workspace-tasks');
  if (!task.dueDate) return null;
  const late = isOverdue(task, today);
  const date = formatDay(task.dueDate);
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs tabular-nums', late ? 'font-semibold text-danger' : 'text-muted')}>
      <CalendarIcon className="size-3.5 shrink-0" />
      <time dateTime={task.dueDate}>{late ? t('list.overdue', { date }) : t('list.due', { date })}</time>
    </span>
  );
}
