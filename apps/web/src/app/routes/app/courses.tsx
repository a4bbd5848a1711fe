import { CoursesPage } from '../../../features/courses/components/courses-page';
import '../../../features/courses/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/courses: the course list; ?q=&category=&level=&sort= keep the search. */
export default function CoursesRoute() {
  const { t } = useTranslation('shell');
  const title = t('pages.courses');
  usePageTitle(title);
  return <CoursesPage title={title} />;
}
