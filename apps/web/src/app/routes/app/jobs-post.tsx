import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { JobEditor } from '../../../features/jobs/posting/components/job-editor';

/**
 * /app/jobs/new (post a job or a project) and /app/jobs/:jobId/edit (its poster or the
 * company's recruiters). The editor names the tab: it alone knows whether it holds a project.
 */
export default function JobsPostRoute() {
  const { jobId } = useParams();
  const { data: user } = useSession();
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
