import { useTranslation } from '../../../lib/use-translation';
import { RegisterForm } from '../../../features/auth/components/register-form';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

/** /auth/register?ref=CODE keeps its query; the referrals issue decides what the code does. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  return <RegisterForm />;
}
