import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The reader's match score for a listing, e.g. "85% match" (spec §9; computed by the server). */
export function MatchBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation('jobs');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
        score >= 70 ? 'bg-primary-soft text-primary' : 'bg-surface-2 text-fg',
        className,
      )}
    >
      <span className="sr-only">{t('card.matchLabel', { score })}</span>
      <span aria-hidden="true">{t('card.match', { score })}</span>
    </span>
  );
}
