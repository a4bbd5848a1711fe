import { useParams } from 'react-router';
import { useJob } from '../../../features/jobs/api/get-job';
import { JobDetailPage } from '../../../features/jobs/components/job-detail-page';
import '../../../features/jobs/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/jobs/:jobId: one job; the tab shows its title once known. */
export default function JobRoute() {
  const { t } = useTranslation('shell');
  const { jobId = '' } = useParams();
  const { data } = useJob(jobId);
  usePageTitle(data?.title ?? t('pages.jobs'));
  // Another job starts with a fresh page (its dialog closed).
  return <JobDetailPage key={jobId} jobId={jobId} />;
}
