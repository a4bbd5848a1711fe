import { useLocation } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { ConfirmEmailChange } from '../../../features/settings/components/email-change-pages';
import { useTranslation } from '../../../lib/use-translation';
import '../../../features/settings/i18n';
import { usePageTitle } from '../../page-title';

/** /auth/email-change: the link sent to a member's new address. */
export default function EmailChangePage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('links.confirmTitle'));
  const token = new URLSearchParams(useLocation().search).get('token');
  const { data: user } = useSession();
  return <ConfirmEmailChange token={token} signedIn={Boolean(user)} />;
}
