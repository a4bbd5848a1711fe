import { Bookmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useApplyDialog } from '../hooks/use-apply-dialog';
import { AlertsSection } from '../alerts/components/alerts-section';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';
import '../i18n';

/** The member's saved jobs; unsaving one takes it off the list at once. */
export function SavedTab({ onBrowseJobs }: { onBrowseJobs: () => void }) {
  const { t } = useTranslation('jobs');
  const saved = useSavedJobs();
  const { open, dialog } = useApplyDialog();
  return (
    <>
      <AlertsSection />
      <QueryState
        query={saved}
        loading={<JobListSkeleton label={t('saved.loading')} />}
        errorTitle={t('saved.errorTitle')}
        errorBody={t('list.errorBody')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<Bookmark className="size-8" aria-hidden="true" />}
            title={t('saved.emptyTitle')}
            body={t('saved.emptyBody')}
            action={
              <Button variant="secondary" onClick={onBrowseJobs}>
                {t('saved.browseJobs')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onApply={open} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialog}
    </>
  );
}
