import type { DashboardEnrolledCourse, DashboardResponse, RecommendedConnection } from '@skilllink/contracts/dashboard';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { ContinueLearning, RecommendedCourses } from './course-sections';
import { MyTasks } from './my-tasks';
import { DashboardSection, SectionEmpty } from './dashboard-section';
import { ExperienceList } from './experience-list';
import { QuickActions } from './quick-actions';
import { RecommendedPeople, type ConnectState } from './recommended-people';
import { StatCards } from './stat-cards';
import { TopSkills } from './top-skills';

interface Props {
  data: DashboardResponse;
  /** The recent activity list; the activity area renders its entries. */
  renderActivity: (items: DashboardResponse['recentActivity']) => ReactNode;
  onConnect: (person: RecommendedConnection) => void;
  connectStates: Record<string, ConnectState | undefined>;
  onContinue: (course: DashboardEnrolledCourse) => void;
  continuingId: string | null;
}

/**
 * The dashboard's cards. One column at 360 px; from 1024 px the member's own things on the
 * left and people and shortcuts on the right. Continue Learning and Recommended Courses are
 * hidden while they are empty.
 */
export function DashboardView({ data, renderActivity, onConnect, connectStates, onContinue, continuingId }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-6">
      <StatCards stats={data.stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ContinueLearning courses={data.continueLearning} onContinue={onContinue} continuingId={continuingId} />
          <MyTasks />
          <TopSkills skills={data.topSkills} />
          <ExperienceList experience={data.experience} />
          <DashboardSection title={t('activity.title')} viewAllTo="/app/activity">
            {data.recentActivity.length === 0 ? (
              <SectionEmpty
                icon={<Activity className="size-6" aria-hidden="true" />}
                title={t('activity.empty')}
                body={t('activity.emptyBody')}
              />
            ) : (
              renderActivity(data.recentActivity)
            )}
          </DashboardSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecommendedPeople people={data.recommendedConnections} onConnect={onConnect} states={connectStates} />
          <RecommendedCourses courses={data.recommendedCourses} />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}

/** "Loading dashboard..." over grey shapes of the cards to come, so nothing jumps. */
export function DashboardLoading() {
  const { t } = useTranslation('dashboard');
  const block = 'animate-pulse rounded-xl bg-surface-2';
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm text-muted">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${block} h-28`} />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className={`${block} h-64 lg:col-span-2`} />
          <div className={`${block} h-64`} />
        </div>
      </div>
    </div>
  );
}
