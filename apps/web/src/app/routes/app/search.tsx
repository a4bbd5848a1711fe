import { SearchPage } from '../../../features/search/components/search-page';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/search: one search over people, jobs, projects, courses and skills. */
export default function SearchRoute() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.search'));
  return <SearchPage />;
}
