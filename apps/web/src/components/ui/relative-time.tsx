import { formatFullDate, useRelativeTime } from '../../lib/relative-time';
import { cn } from './cn';

interface RelativeTimeProps {
  iso: string;
  /**
   * Not needed: the component keeps itself current on the page's shared clock. Accepted, and
   * ignored, so screens that still pass the time keep compiling.
   */
  now?: number;
  className?: string;
  /** "Yesterday" from 24 to 48 hours ago instead of "1d ago" (the conversation list). */
  yesterday?: boolean;
}

/**
 * "5m ago" in a `<time>`, with the full date and time on hover and for assistive tech
 * (DESIGN.md). It moves on by itself ("now" becomes "1m ago" a minute after the event) on one
 * timer shared by every relative time on the page.
 */
export function RelativeTime({ iso, className, yesterday }: RelativeTimeProps) {
  const label = useRelativeTime(iso, { yesterday });
  return (
    <time dateTime={iso} title={formatFullDate(iso)} className={cn('text-xs whitespace-nowrap text-muted tabular-nums', className)}>
      {label}
    </time>
  );
}
