import { CountdownPill } from '../../../../components/ui/countdown-pill';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

/** Under a minute the timer takes the warning look. */
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
      <CountdownPill
        seconds={seconds}
        warning={warning}
        label={t('assessmentTest.timeLeftLabel')}
        text={(time) => t('assessmentTest.timeLeft', { time })}
      />
      <p aria-live="polite" className="sr-only">
        {warning && seconds > 0 ? t('assessmentTest.oneMinute') : ''}
      </p>
    </>
  );
}
