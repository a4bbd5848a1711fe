import { CountdownPill } from '../../../../components/ui/countdown-pill';
import { useTranslation } from '../../../../lib/use-translation';
import { QUIZ_WARNING_SECONDS } from '../../constants';
import '../../i18n';

/** The quiz's countdown; the warning look under 60 s. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation('courses');
  return (
    <CountdownPill
      seconds={seconds}
      warning={seconds < QUIZ_WARNING_SECONDS}
      label={t('quiz.timeLeftLabel')}
      text={(time) => t('quiz.timeLeft', { time })}
    />
  );
}
