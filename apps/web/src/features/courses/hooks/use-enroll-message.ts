import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** An enrolment failure in the member's language: the server's reason, else "Failed to enroll in course". */
export function useEnrollErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('courses');
  return (error) => {
    if (error instanceof ApiError) {
      if (error.code === 'already_enrolled') return t('enroll.alreadyEnrolled');
      if (error.code === 'course_not_found') return t('enroll.notFound');
      if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) return error.message;
    }
    return t('enroll.failed');
  };
}
