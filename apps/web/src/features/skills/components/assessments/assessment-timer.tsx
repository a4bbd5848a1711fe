import { Timer } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import { formatClock } from './assessment-format';
import '../../i18n';

/** Under a minute the timer turns to the warning colour and its icon pulses: not colour alone. */
export const WARNING_SECONDS = 60;

/**
 * The countdown, and a polite announcement once a minute is left (a timer role is not read out
 * each second, which would drown the questions).
 */
export function AssessmentTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation('skills');
  const warning = seconds <= WARNING_SECONDS;
  return (
    <>
      <p
        role="timer"
        aria-label={t('assessmentTest.timeLeftLabel')}
        data-warning={warning || undefined}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
          warning ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-fg',
        )}
      >
        <Timer className={cn('size-4', warning && 'animate-pulse motion-reduce:animate-none')} aria-hidden="true" />
        {t('assessmentTest.timeLeft', { time: formatClock(seconds) })}
      </p>
      <p aria-live="polite" className="sr-only">
        {warning && seconds > 0 ? t('assessmentTest.oneMinute') : ''}
      </p>
    </>
  );
}
