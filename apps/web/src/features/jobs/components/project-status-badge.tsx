import type { ProjectStatus } from '@skilllink/contracts/job-constants';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

// A tint per state, AA in both themes; the word is always written, so colour is never the only cue.
const tones: Record<ProjectStatus, string> = {
  open: 'bg-primary-soft text-primary',
  in_review: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  awarded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  closed: 'bg-surface-2 text-muted',
};

/** A freelance project's state (Open, In review, Awarded, Closed); screen readers hear "Project status: …". */
export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  const { t } = useTranslation('jobs');
  const label = t(`projectStatus.${status}`);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      <span className="sr-only">{t('projectStatus.labelled', { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
