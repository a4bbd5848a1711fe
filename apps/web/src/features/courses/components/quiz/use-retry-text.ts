import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { QUIZ_ATTEMPTS_PER_WINDOW } from '../../constants';
import { formatWait } from '../../format';
import '../../i18n';

/**
 * "You have used your 3 attempts for today. Try again in 5 h 12 min", in the reader's language,
 * from the server's `nextAttemptAt`; null when an attempt is open. Measured when shown.
 */
export function useRetryText(nextAttemptAt: string | null | undefined): string | null {
  const { t } = useTranslation('courses');
  const [shownAt] = useState(() => Date.now());
  if (!nextAttemptAt) return null;
  const wait = formatWait(t, Date.parse(nextAttemptAt) - shownAt);
  return `${t('quiz.noAttemptsLeft', { count: QUIZ_ATTEMPTS_PER_WINDOW })} ${t('quiz.tryAgainIn', { wait })}`;
}
