import { useLocation } from 'react-router';
import { UndoEmailChange } from '../../../features/settings/components/email-change-pages';
import { useTranslation } from '../../../lib/use-translation';
import '../../../features/settings/i18n';
import { usePageTitle } from '../../page-title';

/** /auth/email-change/undo: the link sent to the old address. */
export default function EmailChangeUndoPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('links.undoTitle'));
  return <UndoEmailChange token={new URLSearchParams(useLocation().search).get('token')} />;
}
