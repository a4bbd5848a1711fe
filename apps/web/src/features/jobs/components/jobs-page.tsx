import { Plus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { TabList, TabPanel, TabTrigger, Tabs } from '../../../components/ui/tabs';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useSavedJobs } from '../api/get-saved-jobs';
import { usePostedJobs } from '../hiring/api/get-posted-jobs';
import { PostedJobs } from '../hiring/posted-jobs';
import { JOBS_TABS, useJobsTab } from '../hooks/use-jobs-tab';
import { JobsSidebar } from './jobs-sidebar';
import { JobsTab, postHref } from './jobs-tab';
import { MyApplicationsTab } from './my-applications-tab';
import { ProjectsTab } from './projects-tab';
import { SavedTab } from './saved-tab';
import '../i18n';

const tabClasses =
  'inline-flex min-h-11 items-center justify-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap ' +
  'text-muted hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg sm:px-4 sm:text-base';

/** /app/jobs: the tabs (?tab=), "Post a job", and the side column (below the tabs on phones). */
export function JobsPage({ title }: { title: string }) {
  const { t } = useTranslation('jobs');
  const [tab, selectTab] = useJobsTab();
  const saved = useSavedJobs();
  const savedCount = saved.data?.items.length;
  const posted = usePostedJobs();
  // Posters get a Posted tab; others would only see an empty one.
  const tabs = JOBS_TABS.filter((name) => name !== 'posted' || tab === 'posted' || (posted.data?.items.length ?? 0) > 0);
  const browseJobs = () => selectTab('jobs');

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
          <p className="text-muted">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={postHref(tab === 'projects' ? 'project' : 'job')} className={buttonClasses()}>
            <Plus className="size-5" aria-hidden="true" />
            {t(tab === 'projects' ? 'page.postProject' : 'page.postJob')}
          </Link>
          {/* The Posted tab lists both kinds: it offers both. */}
          {tab === 'posted' && (
            <Link to={postHref('project')} className={buttonClasses({ variant: 'secondary' })}>
              <Plus className="size-5" aria-hidden="true" />
              {t('page.postProject')}
            </Link>
          )}
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={selectTab} className="flex min-w-0 flex-col gap-4">
          {/* Two by two on phones, so every tab shows at 360 px; one row from 640 px. */}
          <TabList aria-label={t('tabs.label')} className="grid grid-cols-2 border-b border-border sm:flex">
            {tabs.map((name) => (
              <TabTrigger key={name} value={name} className={tabClasses}>
                {t(`tabs.${name}`)}
                {name === 'saved' && savedCount !== undefined && (
                  <>
                    {/* A real space, so the name reads "Saved 3", not "Saved3". */}{' '}
                    <span className="rounded-full bg-surface-2 px-2 text-xs font-semibold text-fg tabular-nums">
                      {numberFormat().format(savedCount)}
                    </span>
                  </>
                )}
              </TabTrigger>
            ))}
          </TabList>
          <TabPanel value="jobs">
            <JobsTab />
          </TabPanel>
          <TabPanel value="projects">
            <ProjectsTab />
          </TabPanel>
          <TabPanel value="applications">
            <MyApplicationsTab onBrowseJobs={browseJobs} />
          </TabPanel>
          <TabPanel value="saved">
            <SavedTab onBrowseJobs={browseJobs} />
          </TabPanel>
          <TabPanel value="posted">
            <PostedJobs showPostButton={false} />
          </TabPanel>
        </Tabs>
        <JobsSidebar />
      </div>
    </div>
  );
}
