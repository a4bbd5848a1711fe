import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../features/auth/api/get-session';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.title'));
  const params = new URLSearchParams(useLocation().search);
  const { data: user } = useSession();
  return <VerifyEmailStatus token={params.get('token')} signedIn={Boolean(user)} />;
}
