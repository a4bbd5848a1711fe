import { useParams } from 'react-router';
import { ApplicantsPage } from '../../../features/jobs/hiring/components/applicants-page';
import '../../../features/jobs/posting/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { usePageTitle } from '../../page-title';

/** /app/jobs/:jobId/applicants: a job's applicants, for its poster and the company's recruiters. */
export default function JobsApplicantsRoute() {
  const { t } = useTranslation('jobsHiring');
  const { jobId = '' } = useParams();
  usePageTitle(t('pages.applicants'));
  return <ApplicantsPage key={jobId} jobId={jobId} />;
}
