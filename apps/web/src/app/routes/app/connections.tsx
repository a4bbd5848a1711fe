import { ConnectionsPage as Connections } from '../../../features/connections/components/connections-page';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/connections: the Connections screen; ?tab=discover|requests|following opens a tab. */
export default function ConnectionsPage() {
  const { t } = useTranslation('shell');
  const title = t('pages.connections');
  usePageTitle(title);
  return <Connections title={title} />;
}
