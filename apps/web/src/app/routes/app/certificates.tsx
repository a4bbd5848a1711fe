import { CertificatesScreen } from '../../../features/certificates/components/certificates-page';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/certificates: the member's certificates, the Verify Certificate panel and How It Works. */
export default function CertificatesPage() {
  const { t } = useTranslation('shell');
  const title = t('pages.certificates');
  usePageTitle(title);
  return <CertificatesScreen title={title} />;
}
