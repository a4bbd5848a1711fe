import type { ApplicationStatus } from '@skilllink/contracts/job-constants';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

// Each status has its own tint, readable (AA) in both themes; the word is always written, so
// colour never carries the meaning alone.
const tones: Record<ApplicationStatus, string> = {
  pending: 'bg-warning-soft text-warning-fg',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  interviewed: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  awarded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  rejected: 'bg-danger-soft text-fg',
  withdrawn: 'bg-surface-2 text-muted',
};

/** An application's status as a small label; screen readers hear "Application status: …" (or "Proposal status: …"). */
export function StatusBadge({
  status,
  proposal = false,
  className,
}: {
  status: ApplicationStatus;
  proposal?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('jobs');
  const label = t(`status.${status}`);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status], className)}>
      <span className="sr-only">{t(proposal ? 'status.proposalLabel' : 'status.label', { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
