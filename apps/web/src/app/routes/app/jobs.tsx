import { JobsPage } from '../../../features/jobs/components/jobs-page';
import '../../../features/jobs/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/jobs: Jobs & Projects; ?tab=projects|applications|saved opens a tab, the Jobs tab's filters live in the query too. */
export default function JobsRoute() {
  const { t } = useTranslation('shell');
  const title = t('pages.jobs');
  usePageTitle(title);
  return <JobsPage title={title} />;
}
