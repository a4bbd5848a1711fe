import { RECOMMENDED_JOBS_SIDEBAR } from '@skilllink/contracts/job-constants';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useJobsSidebar } from '../api/get-sidebar';
import { MarketInsights } from './market-insights';
import { ProfileStrength } from './profile-strength';
import { RecommendedJobs } from './recommended-jobs';
import '../i18n';

function SidebarSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex animate-pulse flex-col gap-6 motion-reduce:animate-none">
      <div className="h-72 rounded-xl bg-surface-2" />
      <div className="h-64 rounded-xl bg-surface-2" />
      <div className="h-40 rounded-xl bg-surface-2" />
    </div>
  );
}

/** The side column (below the list on phones): recommended jobs, market insights, profile strength. */
export function JobsSidebar() {
  const { t } = useTranslation('jobs');
  const sidebar = useJobsSidebar();
  return (
    <aside aria-label={t('sidebar.label')} className="flex min-w-0 flex-col gap-6">
      <QueryState
        query={sidebar}
        variant="inline"
        loading={<SidebarSkeleton label={t('sidebar.loading')} />}
        errorTitle={t('sidebar.errorTitle')}
      >
        {(data) => (
          <>
            <RecommendedJobs jobs={data.recommended.slice(0, RECOMMENDED_JOBS_SIDEBAR)} />
            <MarketInsights insights={data.insights} />
            <ProfileStrength strength={data.profileStrength} />
          </>
        )}
      </QueryState>
    </aside>
  );
}
