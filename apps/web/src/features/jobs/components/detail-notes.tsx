import type { JobDetail } from '@skilllink/contracts/jobs';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Why a listing has no Apply: its poster is reading it, or it no longer takes applications. */
export function DetailNotes({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  if (job.postedByMe) return <p className="text-sm font-medium text-fg">{t('detail.yours')}</p>;
  if (!job.isActive && !job.myApplication) return <Alert tone="info">{t('detail.closed')}</Alert>;
  return null;
}
