import { ICS_IMPORT_EVENTS_MAX, ICS_IMPORT_MAX_BYTES, ICS_IMPORT_RATE, MEMBER_EVENTS_MAX } from '@skilllink/contracts/calendar';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Why an import was refused, in the member's language, with the limit that applied (ADR 029);
 * other failures as everywhere else.
 */
export function useImportErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('calendar');
  const fallback = useErrorMessage();
  return (error) => {
    const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
    if (!(error instanceof ApiError)) return fallback(error);
    if (error.code === 'ics_too_many_events') return t('ics.importErrors.tooManyEvents', { max: number(ICS_IMPORT_EVENTS_MAX) });
    if (error.code === 'calendar_full') return t('ics.importErrors.calendarFull', { max: number(MEMBER_EVENTS_MAX) });
    if (error.status === 429) return t('ics.importErrors.rateLimited', { max: number(ICS_IMPORT_RATE.max) });
    if (error.code === 'invalid_ics') return t('ics.importErrors.invalid');
    if (error.status === 413) return t('ics.importErrors.tooLarge', { size: number(ICS_IMPORT_MAX_BYTES / 1_000_000) });
    return fallback(error);
  };
}
