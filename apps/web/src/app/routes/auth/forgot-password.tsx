import { useTranslation } from '../../../lib/use-translation';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  return <ForgotPasswordForm />;
}
