import { FolderKanban } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Freelance projects land in a later step of issue 22: an honest empty state, no sample data. */
export function ProjectsTab({ onBrowseJobs }: { onBrowseJobs: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <EmptyState
      icon={<FolderKanban className="size-8" aria-hidden="true" />}
      title={t('projects.title')}
      body={t('projects.body')}
      action={
        <Button variant="secondary" onClick={onBrowseJobs}>
          {t('projects.browseJobs')}
        </Button>
      }
    />
  );
}
