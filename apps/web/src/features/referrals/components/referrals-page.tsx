import type { ReferralsOverview } from '@skilllink/contracts/referrals';
import { Gift } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useReferrals } from '../api/get-referrals';
import '../i18n';
import { CodeCard } from './code-card';
import { HistoryList } from './history-list';
import { HowItWorks } from './how-it-works';
import { InviteForm } from './invite-form';
import { ReferralsSkeleton } from './referrals-skeleton';
import { RewardsPanel } from './rewards-panel';
import { StatsCards } from './stats-cards';
import { TipsPanel } from './tips-panel';

/** The points the member can spend, beside the title. */
function PointsBadge({ points }: { points: number }) {
  const { t } = useTranslation('referrals');
  return (
    <p className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-full bg-accent px-3 text-sm font-semibold text-accent-fg tabular-nums">
      <Gift className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('pointsLabel', { points: numberFormat().format(points) })}</span>
      <span aria-hidden="true">{t('points', { count: points })}</span>
    </p>
  );
}

function ReferralsContent({ data }: { data: ReferralsOverview }) {
  return (
    <div className="flex flex-col gap-6">
      <StatsCards stats={data.stats} balance={data.balance} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CodeCard code={data.code} link={data.link} />
          <InviteForm invitesLeft={data.invitesLeftToday} />
          <HistoryList history={data.history} nextCursor={data.nextCursor} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <RewardsPanel data={data} />
          <HowItWorks />
          <TipsPanel />
        </aside>
      </div>
    </div>
  );
}

/** /app/referrals: code and link, direct invitations, history, rewards and how it all works (issue 27). */
export function ReferralsScreen({ title }: { title: string }) {
  const { t } = useTranslation('referrals');
  const referrals = useReferrals();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {referrals.data && <PointsBadge points={referrals.data.balance} />}
      </div>
      <QueryState
        query={referrals}
        loading={<ReferralsSkeleton label={t('loading')} />}
        errorTitle={t('loadError')}
        errorBody={t('loadErrorBody')}
      >
        {(data) => <ReferralsContent data={data} />}
      </QueryState>
    </div>
  );
}
