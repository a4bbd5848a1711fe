import type { ReferralStats } from '@skilllink/contracts/referrals';
import { CheckCircle2, Clock, Gift, Users } from 'lucide-react';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The four figures of §2: total, successful and pending referrals, and the points earned. */
export function StatsCards({ stats, balance }: { stats: ReferralStats; balance: number }) {
  const { t } = useTranslation('referrals');
  const cards = [
    { icon: Users, label: t('stats.total'), value: stats.totalReferrals, hint: null },
    { icon: CheckCircle2, label: t('stats.successful'), value: stats.successfulReferrals, hint: null },
    // Pending counts everyone who may still complete, not only the "Pending" badges.
    { icon: Clock, label: t('stats.pending'), value: stats.pendingReferrals, hint: t('stats.pendingHint') },
    // Everything earned; once points are spent the balance differs, and says so.
    {
      icon: Gift,
      label: t('stats.points'),
      value: stats.rewardPoints,
      hint: balance === stats.rewardPoints ? null : t('stats.pointsHint', { balance: numberFormat().format(balance) }),
    },
  ];
  return (
    <section aria-labelledby="referral-stats-title">
      <h2 id="referral-stats-title" className="sr-only">
        {t('stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ icon: Icon, label, value, hint }) => (
          <div key={label} className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:p-4">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-2xl font-bold text-fg tabular-nums">{numberFormat().format(value)}</dd>
            {hint && <dd className="text-xs text-muted">{hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
