import { useParams } from 'react-router';
import { VerifyScreen } from '../../../features/certificates/components/verify-page';
import '../../../features/certificates/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { usePageTitle } from '../../page-title';

/** /verify/:code — public, no sign-in: the link and QR code on every certificate lead here. */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('certificates');
  const title = t('verifyPage.title');
  usePageTitle(title);
  return <VerifyScreen code={code} title={title} />;
}
