import { Timer } from 'lucide-react';
import { formatClock } from '../../lib/format-clock';
import { cn } from './cn';

/**
 * A timed test's countdown (course quizzes, skill assessments). Under the warning threshold it
 * turns to the warning colour and its icon pulses, so colour is not the only sign.
 */
export function CountdownPill({
  seconds,
  warning,
  label,
  text,
}: {
  seconds: number;
  warning: boolean;
  label: string;
  text: (time: string) => string;
}) {
  return (
    <p
      role="timer"
      aria-label={label}
      data-warning={warning || undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        warning ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-fg',
      )}
    >
      <Timer className={cn('size-4', warning && 'animate-pulse motion-reduce:animate-none')} aria-hidden="true" />
      {text(formatClock(seconds))}
    </p>
  );
}
