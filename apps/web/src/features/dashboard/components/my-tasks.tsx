import { CalendarClock } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { dateTimeFormat } from '../../../lib/intl';
import { useDataSaver } from '../../../lib/use-data-saver';
import { useReached } from '../../../lib/use-reached';
import { useTranslation } from '../../../lib/use-translation';
import { useMyTasks } from '../api/get-my-tasks';
import { DashboardSection } from './dashboard-section';

const SHOWN = 5;
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * "My tasks": the next open tasks assigned to me in my projects (hidden while there are none).
 * With data saver on, asked for only once its place scrolls onto the screen (below the first
 * screen on a phone).
 */
export function MyTasks() {
  const { t } = useTranslation('dashboard');
  const [spot, reached] = useReached(!useDataSaver().on);
  const tasks = useMyTasks(reached);
  const items = tasks.data?.items ?? [];
  if (!reached) return <div ref={spot} aria-hidden="true" className="h-px" />;
  if (items.length === 0) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <DashboardSection title={t('tasks.title')} viewAllTo="/app/projects">
      <ul className="flex flex-col divide-y divide-border">
        {items.slice(0, SHOWN).map((task) => (
          <li key={task.id}>
            <Link
              to={`/app/projects/${encodeURIComponent(task.projectId)}?tab=tasks`}
              className="flex min-h-11 flex-col gap-0.5 py-2 hover:text-primary"
            >
              <span className="break-words font-medium text-fg">{task.title}</span>
              <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
                <span className="break-words">{task.projectTitle}</span>
                {task.dueDate && (
                  <span className={cn('inline-flex items-center gap-1', task.dueDate < today && 'font-medium text-danger')}>
                    <CalendarClock className="size-4" aria-hidden="true" />
                    {t(task.dueDate < today ? 'tasks.overdue' : 'tasks.due', {
                      date: dateTimeFormat(DAY).format(new Date(`${task.dueDate}T12:00:00Z`)),
                    })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
