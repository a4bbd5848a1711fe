import { useTranslation } from './use-translation';
import { ApiError } from './api';
import { validationMessage } from './validation-message';

const KNOWN_CODES = ['network_error', 'rate_limited', 'invalid_credentials', 'email_unverified', 'invalid_token'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function isKnown(code: string): code is KnownCode {
  return (KNOWN_CODES as readonly string[]).includes(code);
}

/** Turns any failure into a sentence in the member's language; never shows a raw error. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError) {
      if (isKnown(error.code)) return t(`errors.${error.code}`);
      if (error.status === 401) return t('errors.unauthorized');
      // A form without a place for the field still says what is wrong, in the member's language.
      const [issue] = error.issues;
      if (issue) return validationMessage(issue, error.fields[issue.field]);
      // Other 4xx messages are written for people, in the member's language (the server words them
      // from its catalogue for the session's language or Accept-Language, ADR 037); 5xx ones are not shown.
      if (error.status >= 400 && error.status < 500 && error.message) return error.message;
      // The one 5xx written for people: the server is out of storage and nothing was saved (ADR 038).
      if (error.code === 'storage_full' && error.message) return error.message;
    }
    return t('errors.unknown');
  };
}
