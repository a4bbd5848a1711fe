import type { MarketInsights as Insights } from '@skilllink/contracts/jobs';
import { TrendingUp } from 'lucide-react';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../format';
import { panel } from './panel';
import '../i18n';

const heading = 'text-sm font-semibold text-fg';
const row = 'flex items-baseline justify-between gap-3 text-sm';

/**
 * What the open listings say about the market (computed by the server from them, not the
 * spec's static figures): the most wanted skills, median yearly salaries, openings by city.
 */
export function MarketInsights({ insights }: { insights: Insights }) {
  const { t } = useTranslation('jobs');
  const number = numberFormat();
  const count = (key: 'sidebar.openJobs' | 'sidebar.remoteJobs' | 'sidebar.openings', n: number) =>
    t(key, { count: n, formatted: number.format(n) });
  return (
    <section aria-labelledby="jobs-insights" className={panel}>
      <h2 id="jobs-insights" className="inline-flex items-center gap-2 text-lg font-semibold text-fg">
        <TrendingUp className="size-5 text-primary" aria-hidden="true" />
        {t('sidebar.insights')}
      </h2>
      <p className="text-sm text-muted tabular-nums">
        {count('sidebar.openJobs', insights.openJobs)} · {count('sidebar.remoteJobs', insights.remoteJobs)}
      </p>
      {insights.openJobs === 0 ? (
        <p className="text-sm text-muted">{t('sidebar.noInsights')}</p>
      ) : (
        <>
          {insights.topSkills.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className={heading}>{t('sidebar.topSkills')}</h3>
              <ul className="flex flex-col gap-1">
                {insights.topSkills.map((skill) => (
                  <li key={skill.name} className={row}>
                    <span className="min-w-0 wrap-anywhere text-fg">{skill.name}</span>
                    <span className="shrink-0 text-muted tabular-nums">{count('sidebar.openings', skill.openings)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {insights.medianSalaries.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className={heading}>{t('sidebar.medianSalaries')}</h3>
              <ul className="flex flex-col gap-1">
                {insights.medianSalaries.map((m) => {
                  const salary = formatMoney(t, m.median, m.currency);
                  return (
                    <li key={`${m.title} ${m.currency}`} className={row}>
                      <span className="sr-only">{t('sidebar.medianLabel', { title: m.title, salary, count: m.jobs })}</span>
                      <span aria-hidden="true" className="min-w-0 wrap-anywhere text-fg">
                        {m.title}
                      </span>
                      <span aria-hidden="true" className="shrink-0 font-medium text-fg tabular-nums">
                        {salary}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {insights.openingsByCity.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className={heading}>{t('sidebar.openingsByCity')}</h3>
              <ul className="flex flex-col gap-1">
                {insights.openingsByCity.map((city) => (
                  <li key={city.city} className={row}>
                    <span className="min-w-0 wrap-anywhere text-fg">{city.city}</span>
                    <span className="shrink-0 text-muted tabular-nums">{count('sidebar.openings', city.openings)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
