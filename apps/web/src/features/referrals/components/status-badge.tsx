import type { ReferralStatus } from '@skilllink/contracts/referrals';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

// Each status has its own tint, readable in both themes, and the word always written (colour
// never carries the meaning alone). Held and declined stay neutral: neither is the member's failure.
const tones: Record<ReferralStatus, string> = {
  pending: 'bg-warning-soft text-warning-fg',
  joined: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  held: 'bg-surface-2 text-fg',
  declined: 'bg-surface-2 text-muted',
};

/** A referral's status as a small label; screen readers hear "Status: …". */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('referrals');
  const label = t(`history.status.${status}`);
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status])}>
      <span className="sr-only">{t('history.statusLabel', { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
