import type { CourseDetail } from '@skilllink/contracts/courses';
import { ShareButton } from '../../../components/ui/share-button';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/**
 * Share a course: its page in the app (there is no public page per course; a friend without an
 * account signs in or registers first, then lands on it).
 */
export function CourseShare({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  return (
    <ShareButton
      url={`${window.location.origin}/app/courses/${encodeURIComponent(course.id)}`}
      title={t('detail.shareTitle', { title: course.title })}
      text={t('detail.shareText')}
      label={t('detail.shareLabel', { title: course.title })}
    />
  );
}
