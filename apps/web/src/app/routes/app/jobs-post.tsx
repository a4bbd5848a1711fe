import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { JobEditor } from '../../../features/jobs/posting/components/job-editor';
import '../../../features/jobs/posting/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { usePageTitle } from '../../page-title';

/** /app/jobs/new (post a job) and /app/jobs/:jobId/edit (its poster or the company's recruiters). */
export default function JobsPostRoute() {
  const { t } = useTranslation('jobsHiring');
  const { jobId } = useParams();
  const { data: user } = useSession();
  usePageTitle(t(jobId ? 'pages.edit' : 'pages.new'));
  return (
    <JobEditor
      // A new form for each job: nothing typed for one shows up in another.
      key={jobId ?? 'new'}
      jobId={jobId}
      memberName={user ? `${user.firstName} ${user.lastName}` : ''}
      canPost={user?.isVerified ?? true}
    />
  );
}
