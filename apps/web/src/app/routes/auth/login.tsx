import { useTranslation } from '../../../lib/use-translation';
import { LoginForm } from '../../../features/auth/components/login-form';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  return <LoginForm />;
}
