import type { JobDetail } from '@skilllink/contracts/jobs';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Why a listing has no Apply: its poster is reading it, or it no longer takes applications (proposals). */
export function DetailNotes({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const project = job.kind === 'project';
  if (job.postedByMe) return <p className="text-sm font-medium text-fg">{t(project ? 'detail.yoursProject' : 'detail.yours')}</p>;
  if (!job.isActive && !job.myApplication) {
    const closed = !project ? 'detail.closed' : job.projectStatus === 'awarded' ? 'detail.awarded' : 'proposal.closed';
    return <Alert tone="info">{t(closed)}</Alert>;
  }
  return null;
}
