import type { ApplicationStatus } from '@skilllink/contracts/job-constants';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import '../../posting/i18n';

// Each status has its own tint with AA text in both themes; the word is always written, so
// colour is never the only cue (DESIGN.md).
const tones: Record<ApplicationStatus, string> = {
  pending: 'bg-surface-2 text-fg',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  interviewed: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  awarded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  rejected: 'bg-danger-soft text-fg',
  withdrawn: 'bg-surface-2 text-muted',
};

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation('jobsHiring');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** Open or Closed, for a job. */
export function JobStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('jobsHiring');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        isActive ? 'bg-primary-soft text-fg' : 'bg-surface-2 text-muted',
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', isActive ? 'bg-success' : 'bg-border-strong')} />
      {t(isActive ? 'jobStatus.open' : 'jobStatus.closed')}
    </span>
  );
}
