import {
  HIGHLIGHT_COST,
  HIGHLIGHT_DAYS,
  REFERRAL_BONUS_AT,
  REFERRAL_BONUS_POINTS,
  REFERRAL_POINTS,
} from '@skilllink/contracts/referral-constants';
import type { ReferralsOverview } from '@skilllink/contracts/referrals';
import { Award } from 'lucide-react';
import { numberFormat } from '../../../lib/intl';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from '../format';
import '../i18n';
import { HighlightOffer } from './highlight-offer';
import { PointsHistory } from './points-history';

/** The programme's rules as rules, progress toward the bonus, the badge, the balance and how to spend it. */
export function RewardsPanel({ data }: { data: ReferralsOverview }) {
  const { t } = useTranslation('referrals');
  const done = Math.min(data.stats.successfulReferrals, REFERRAL_BONUS_AT);
  return (
    <section aria-labelledby="rewards-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="rewards-title" className="text-lg font-semibold text-fg">
        {t('rewards.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('rewards.rules', { points: REFERRAL_POINTS, bonus: REFERRAL_BONUS_POINTS, at: REFERRAL_BONUS_AT })}
      </p>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-fg">{t('rewards.progressLabel')}</span>
          <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
            {t('rewards.progress', { count: done, total: REFERRAL_BONUS_AT })}
          </span>
        </div>
        <ProgressBar percent={(done / REFERRAL_BONUS_AT) * 100} label={t('rewards.progressLabel')} />
      </div>
      {data.badgeEarnedAt && (
        <div className="flex items-center gap-3 rounded-lg bg-surface-2 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg" aria-hidden="true">
            <Award className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-fg">{t('rewards.badge')}</p>
            <p className="text-sm text-muted">
              <time dateTime={data.badgeEarnedAt}>{t('rewards.badgeEarned', { date: formatDay(data.badgeEarnedAt) })}</time>
            </p>
          </div>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-2 border-t border-border pt-4">
        <span className="text-sm text-muted">{t('rewards.balance')}</span>
        <span className="text-2xl font-bold text-fg tabular-nums">{numberFormat().format(data.balance)}</span>
      </div>
      <HighlightOffer balance={data.balance} highlightUntil={data.highlightUntil} cost={HIGHLIGHT_COST} days={HIGHLIGHT_DAYS} />
      <PointsHistory entries={data.ledger} />
    </section>
  );
}
