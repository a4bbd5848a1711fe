import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const params = new URLSearchParams(useLocation().search);
  return <ResetPasswordForm token={params.get('token')} />;
}
