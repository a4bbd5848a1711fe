import { useCallback } from 'react';
import { ApiError } from '../../../lib/api';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/**
 * What a refused application means for the dialog: `settled` when the job changed meanwhile
 * (already applied elsewhere, closed, yours) and there is nothing to retry; `fields` to show
 * under the fields; `general` for the form's alert.
 */
export type ApplyOutcome =
  { kind: 'settled'; message: string } | { kind: 'fields'; errors: FormErrors<string> } | { kind: 'general'; message: string };

const SETTLED = {
  already_applied: 'apply.alreadyApplied',
  job_closed: 'apply.jobClosed',
  own_job: 'apply.ownJob',
  already_proposed: 'proposal.already',
  project_closed: 'proposal.closed',
} as const;

const isSettled = (code: string): code is keyof typeof SETTLED => code in SETTLED;

export function useApplyFailure(): (error: unknown, fields: readonly string[]) => ApplyOutcome {
  const { t } = useTranslation('jobs');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error, fields) => {
      if (!(error instanceof ApiError)) return { kind: 'general', message: t('apply.failed') };
      if (isSettled(error.code)) return { kind: 'settled', message: t(SETTLED[error.code]) };
      // "Answer every question" names the unanswered ones in `fields` (in English, without issues).
      const errors =
        error.code === 'answer_required'
          ? Object.fromEntries(fields.filter((f) => error.fields[f]).map((f) => [f, t('apply.answerRequired')]))
          : error.code === 'proposal_incomplete'
            ? Object.fromEntries(
                (['timeline', 'budget'] as const).filter((f) => error.fields[f]).map((f) => [f, t(`proposal.${f}Required`)]),
              )
            : serverFieldErrors(error, fields);
      if (hasErrors(errors)) return { kind: 'fields', errors };
      // Offline, unverified e-mail, too many requests…: the common sentences; a crash: the spec's own.
      const worded = error.status === 0 || (error.status >= 400 && error.status < 500);
      return { kind: 'general', message: worded ? errorMessage(error) : t('apply.failed') };
    },
    [t, errorMessage],
  );
}
