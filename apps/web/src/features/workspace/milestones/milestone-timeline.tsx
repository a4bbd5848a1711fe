import type { WorkspaceMilestone, WorkspaceProject } from '@skilllink/contracts/workspace';
import { useId, type CSSProperties } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, placeOf } from './days';
import '../team/i18n';

type Kind = 'start' | 'end' | 'today' | 'milestone';
interface Mark {
  key: string;
  day: string;
  kind: Kind;
  label: string;
  completed?: boolean;
}

const DOT: Record<Kind, string> = {
  start: 'bg-muted',
  end: 'bg-muted',
  today: 'bg-accent ring-2 ring-surface',
  milestone: 'bg-primary',
};

/**
 * The milestones placed by due date on a line from the project's start to its end, with today
 * marked. The range stretches to take in a milestone (or today) outside the project's dates, so
 * nothing is pinned misleadingly to an edge. Below the `sm` width (a 360 px phone) the same
 * ordered list stacks vertically: one list, so screen readers get it in date order either way.
 */
export function MilestoneTimeline({
  project,
  milestones,
  today,
}: {
  project: WorkspaceProject;
  milestones: WorkspaceMilestone[];
  today: string;
}) {
  const { t } = useTranslation('workspace-team');
  const id = useId();
  const dated = milestones.filter((m): m is WorkspaceMilestone & { dueDate: string } => m.dueDate !== null);
  if (dated.length === 0) return <p className="text-sm text-muted">{t('timeline.noDates')}</p>;

  const { startDate, endDate } = project.timeline;
  const marks: Mark[] = [
    ...(startDate ? [{ key: 'start', day: startDate, kind: 'start' as const, label: t('timeline.start') }] : []),
    ...(endDate ? [{ key: 'end', day: endDate, kind: 'end' as const, label: t('timeline.end') }] : []),
    { key: 'today', day: today, kind: 'today' as const, label: t('timeline.today') },
    ...dated.map((m) => ({ key: m.id, day: m.dueDate, kind: 'milestone' as const, label: m.title, completed: m.status === 'completed' })),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
  const first = marks[0]!.day;
  const last = marks[marks.length - 1]!.day;

  return (
    <figure aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4">
      <figcaption id={id} className="mb-3 text-sm font-semibold text-fg">
        {t('timeline.title')}
      </figcaption>
      <div className="relative sm:mx-14 sm:h-36">
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 hidden h-0.5 bg-border-strong sm:block" />
        <ol className="flex flex-col gap-2 border-l-2 border-border-strong pl-4 sm:block sm:border-0 sm:pl-0">
          {marks.map((mark, i) => (
            <li
              key={mark.key}
              data-kind={mark.kind}
              style={{ '--at': `${placeOf(mark.day, first, last)}%` } as CSSProperties}
              className="relative flex items-center gap-3 sm:absolute sm:top-1/2 sm:left-(--at) sm:block sm:w-0"
            >
              <span
                aria-hidden="true"
                className={cn(
                  '-ml-[1.4rem] size-3 shrink-0 rounded-full sm:absolute sm:ml-0 sm:-translate-x-1/2 sm:-translate-y-1/2',
                  DOT[mark.kind],
                  mark.completed && 'bg-success',
                )}
              />
              {/* On the line, labels alternate above and below so neighbours do not cover each other. */}
              <span
                className={cn(
                  'flex min-w-0 flex-col text-sm sm:absolute sm:w-28 sm:-translate-x-1/2 sm:items-center sm:text-center',
                  i % 2 === 0 ? 'sm:bottom-3' : 'sm:top-3',
                )}
              >
                <span
                  title={mark.label}
                  className={cn('wrap-anywhere sm:w-full sm:truncate', mark.kind === 'milestone' ? 'font-medium text-fg' : 'text-muted')}
                >
                  {mark.label}
                </span>
                <time dateTime={mark.day} className="text-xs text-muted tabular-nums">
                  {formatDay(mark.day)}
                </time>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
