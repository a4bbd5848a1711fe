import { useParams } from 'react-router';
import { useCourse } from '../../../features/courses/api/get-course';
import { CoursePage } from '../../../features/courses/components/course-page';
import '../../../features/courses/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/courses/:courseId: a course's detail and player; the tab shows the course's title once known. */
export default function CourseRoute() {
  const { t } = useTranslation('shell');
  const { courseId = '' } = useParams();
  const { data } = useCourse(courseId);
  usePageTitle(data?.title ?? t('pages.course'));
  // A new course starts with fresh player and quiz state.
  return <CoursePage key={courseId} courseId={courseId} />;
}
