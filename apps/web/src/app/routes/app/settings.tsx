import { useSession } from '../../../features/auth/api/get-session';
import { SettingsScreen } from '../../../features/settings/components/settings-screen';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/settings: account and security (issue 25). */
export default function SettingsPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.settings'));
  const { data: user } = useSession();
  return <SettingsScreen name={user ? `${user.firstName} ${user.lastName}` : ''} />;
}
