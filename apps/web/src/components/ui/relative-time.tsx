import { formatFullDate, formatRelative } from '../../lib/relative-time';
import { useTranslation } from '../../lib/use-translation';
import { cn } from './cn';

/** "5m ago" in a `<time>`, with the full date and time on hover and for assistive tech (DESIGN.md). */
export function RelativeTime({ iso, now, className }: { iso: string; now: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <time dateTime={iso} title={formatFullDate(iso)} className={cn('text-xs whitespace-nowrap text-muted tabular-nums', className)}>
      {formatRelative(t, iso, now)}
    </time>
  );
}
