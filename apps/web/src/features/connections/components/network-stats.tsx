import type { NetworkStats as Stats } from '@skilllink/contracts/connections';
import { BarChart3 } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useNetworkStats } from '../api/get-network-stats';
import '../i18n';

function Figures({ stats }: { stats: Stats }) {
  const { t } = useTranslation('connections');
  const number = numberFormat();
  const rows = [
    ['total', stats.totalConnections, null],
    ['mutual', stats.mutualConnections, t('stats.mutualHint')],
    ['reach', stats.networkReach, t('stats.reachHint')],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 lg:grid-cols-1">
      {rows.map(([key, value, hint]) => (
        <div key={key} className="flex min-w-0 flex-col rounded-lg bg-surface-2 p-3 lg:flex-row lg:items-center lg:justify-between">
          <dt className="text-xs text-muted" title={hint ?? undefined}>
            {t(`stats.${key}`)}
          </dt>
          <dd className="text-xl font-bold text-fg tabular-nums">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Industries({ stats }: { stats: Stats }) {
  const { t } = useTranslation('connections');
  return (
    <section aria-labelledby="stats-industries" className="flex flex-col gap-2">
      <h3 id="stats-industries" className="text-sm font-semibold text-fg">
        {t('stats.industries')}
      </h3>
      {stats.industryBreakdown.length === 0 ? (
        <p className="text-sm text-muted">{t('stats.noIndustries')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {stats.industryBreakdown.map((row) => (
            <li key={row.industry} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 wrap-anywhere text-fg">{row.industry}</span>
                <span className="text-muted tabular-nums" title={t('stats.industryShare', { percent: row.percent })}>
                  {row.percent}%
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, row.percent))}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopSkills({ stats }: { stats: Stats }) {
  const { t } = useTranslation('connections');
  return (
    <section aria-labelledby="stats-skills" className="flex flex-col gap-2">
      <h3 id="stats-skills" className="text-sm font-semibold text-fg">
        {t('stats.topSkills')}
      </h3>
      {stats.topSkills.length === 0 ? (
        <p className="text-sm text-muted">{t('stats.noSkills')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {stats.topSkills.map((skill) => (
            <li
              key={skill.name}
              title={t('stats.skillCount', { count: skill.count })}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs text-fg"
            >
              <span className="min-w-0 wrap-anywhere">{skill.name}</span>
              <span className="font-semibold tabular-nums">
                <span aria-hidden="true">{skill.count}</span>
                <span className="sr-only">{t('stats.skillCount', { count: skill.count })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StatsSkeleton() {
  const { t } = useTranslation('connections');
  return (
    <div role="status" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
      <span className="sr-only">{t('stats.loading')}</span>
      <div className="grid grid-cols-3 gap-2 lg:grid-cols-1" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 rounded-lg bg-surface-2" />
        ))}
      </div>
      <div className="h-4 w-1/2 rounded bg-surface-2" aria-hidden="true" />
      <div className="h-16 rounded bg-surface-2" aria-hidden="true" />
    </div>
  );
}

/** Network statistics: totals, reach, industry breakdown and top skills, all computed by the server. */
export function NetworkStats() {
  const { t } = useTranslation('connections');
  const stats = useNetworkStats();
  return (
    <section aria-labelledby="network-stats-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
      <h2 id="network-stats-title" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <BarChart3 className="size-5 text-primary" aria-hidden="true" />
        {t('stats.title')}
      </h2>
      <QueryState query={stats} loading={<StatsSkeleton />} variant="inline" errorTitle={t('stats.error')}>
        {(data) => (
          <>
            <Figures stats={data} />
            <Industries stats={data} />
            <TopSkills stats={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
