import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SignInWithLink } from '../../../features/auth/components/sign-in-with-link';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function SignInLinkPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('linkSignIn.title'));
  const token = new URLSearchParams(useLocation().search).get('token');
  return <SignInWithLink token={token} />;
}
