import { Timer } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import { QUIZ_WARNING_SECONDS } from '../../constants';
import { formatClock } from '../../format';
import '../../i18n';

/** The countdown; the warning colour (and icon weight) under 60 s, so colour is not the only sign. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation('courses');
  const warning = seconds < QUIZ_WARNING_SECONDS;
  return (
    <p
      role="timer"
      aria-label={t('quiz.timeLeftLabel')}
      data-warning={warning || undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        warning ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-fg',
      )}
    >
      <Timer className={cn('size-4', warning && 'animate-pulse motion-reduce:animate-none')} aria-hidden="true" />
      {t('quiz.timeLeft', { time: formatClock(seconds) })}
    </p>
  );
}
