import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { useUnreadTotal } from '../../../features/messaging/api/get-unread-total';
import { MessagesPage } from '../../../features/messaging/components/messages-page';
import '../../../features/messaging/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/messages and /app/messages/:conversationId: the Messages screen; ?with=<personId> starts one. */
export default function MessagesRoute() {
  const { t } = useTranslation('shell');
  const { t: tMessages } = useTranslation('messages');
  const { conversationId } = useParams();
  const { data: user } = useSession();
  const unread = useUnreadTotal();
  const title = t('pages.messages');
  // The tab shows the unread total: "(3) Messages | SkillLink".
  usePageTitle(unread > 0 ? tMessages('unreadTitle', { count: unread, page: title }) : title);
  // RequireAuth renders the app area only with a member.
  if (!user) return null;
  return <MessagesPage memberId={user.id} conversationId={conversationId} title={title} />;
}
