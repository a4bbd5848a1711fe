import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, formatMoney } from '../format';
import { ActivityFeed } from './activity-feed';
import { PriorityBadge, StatusBadge } from './badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** What the project is, where it stands (progress from its tasks, budget used), who is on it, and what happened. */
export function OverviewTab({ project }: { project: WorkspaceProject }) {
  const { t } = useTranslation('workspace');
  const { budget, timeline, client } = project;
  const team = project.team.filter((m) => !m.invited);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6">
        <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
          <h3 className="font-semibold text-fg">{t('overview.description')}</h3>
          <p className="whitespace-pre-line break-words text-sm text-fg">{project.description || t('overview.noDescription')}</p>
        </section>
        <dl className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2">
          <Fact label={t('overview.status')}>
            <StatusBadge status={project.status} />
          </Fact>
          <Fact label={t('overview.priority')}>
            <PriorityBadge priority={project.priority} />
          </Fact>
          <Fact label={t('overview.progress')}>
            <ProgressBar percent={timeline.progress} label={t('overview.progressLabel')} />
            <span className="mt-1 block text-muted">{t('overview.progressValue', { percent: timeline.progress })}</span>
          </Fact>
          <Fact label={t('overview.budget')}>
            <ProgressBar percent={budget.usedPercent} label={t('overview.budgetLabel')} />
            <span className="mt-1 block text-muted">
              {t('overview.budgetUsed', {
                spent: formatMoney(budget.spent, budget.currency),
                total: formatMoney(budget.total, budget.currency),
                percent: budget.usedPercent,
              })}
            </span>
          </Fact>
          <Fact label={t('overview.timeline')}>
            {timeline.startDate || timeline.endDate
              ? t('overview.dates', {
                  start: timeline.startDate ? formatDay(timeline.startDate) : '…',
                  end: timeline.endDate ? formatDay(timeline.endDate) : '…',
                })
              : t('overview.noDates')}
          </Fact>
          <Fact label={t('overview.client')}>
            {client ? (
              <span className="break-words">
                {client.name}
                {client.email && <span className="block text-muted">{client.email}</span>}
              </span>
            ) : (
              t('overview.noClient')
            )}
          </Fact>
          {project.skills.length > 0 && (
            <Fact label={t('overview.skills')}>
              <Chips items={project.skills} />
            </Fact>
          )}
          {project.tags.length > 0 && (
            <Fact label={t('overview.tags')}>
              <Chips items={project.tags} />
            </Fact>
          )}
        </dl>
        <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
          <h3 className="font-semibold text-fg">{t('overview.team')}</h3>
          <ul className="flex flex-wrap gap-3">
            {team.map((m) => (
              <li key={m.id} className="flex items-center gap-2">
                <Avatar id={m.id} firstName={m.firstName} lastName={m.lastName} src={m.avatar} className="size-8 text-xs" />
                <span className="text-sm text-fg">
                  {m.firstName} {m.lastName}
                  <span className="block text-xs text-muted">{t(`role.${m.role}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4" aria-labelledby="ws-activity">
        <h3 id="ws-activity" className="font-semibold text-fg">
          {t('overview.activity')}
        </h3>
        <ActivityFeed projectId={project.id} />
      </section>
    </div>
  );
}
