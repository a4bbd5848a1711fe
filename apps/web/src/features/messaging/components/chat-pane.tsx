import { ArrowLeft } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useMarkRead } from '../api/mark-read';
import { useConversation } from '../hooks/use-conversation';
import { fullName, otherMember } from '../me';
import { chatName } from '../team';
import { useTyping } from '../typing';
import { Composer } from './composer';
import { AboutLine, ClosedNote } from './conversation-about';
import { MemberAvatar } from './member-avatar';
import { MessageList } from './message-list';
import '../i18n';
import { useOnline } from '../../../lib/use-online';

function subscribeVisibility(notify: () => void) {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * The open conversation: its member (name, title, online, typing), the history and the composer.
 * While it is open in a visible tab, whatever arrives unread in it is marked read. The page
 * keys it by conversation, so the draft, scroll and edit state start fresh for each.
 */
export function ChatPane({ conversationId, showBack }: { conversationId: string; showBack: boolean }) {
  const { t } = useTranslation('messages');
  const connected = useOnline();
  const toast = useToast();
  const conversation = useConversation(conversationId);
  const team = conversation?.project ?? null;
  // A team chat has no one "other member": its header is the project (ADR 058).
  const person = conversation && !team ? otherMember(conversation) : undefined;
  const name = chatName(conversation, fullName(person, t('deletedMember')));
  const typingMember = useTyping(conversationId);
  const typist = conversation?.participants.find((p) => p.id === typingMember);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);
  const markRead = useMarkRead(() => toast(t('errors.readFailed'), 'error'));
  const unread = conversation?.unreadCount ?? 0;
  const { mutate, isPending } = markRead;

  useEffect(() => {
    if (unread > 0 && visible && !isPending) mutate(conversationId);
  }, [unread, visible, isPending, mutate, conversationId]);

  return (
    <section aria-label={name || undefined} className="flex h-full min-w-0 flex-1 flex-col">
      <header className="flex min-h-16 items-center gap-3 border-b border-border px-3 py-2">
        {showBack && (
          <Link to="/app/messages" aria-label={t('chat.back')} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        )}
        {person && <MemberAvatar person={person} />}
        {team && conversation && (
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-fg">{team.title}</h2>
            <p className="truncate text-sm text-muted">
              {typist ? (
                <span className="text-primary">{t('chat.isTyping', { name: typist.firstName })}</span>
              ) : (
                t('team.members', { count: conversation.participants.length })
              )}
            </p>
          </div>
        )}
        {person && (
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-fg">{name}</h2>
            <p className="truncate text-sm text-muted">
              {typingMember ? (
                <span className="text-primary">{t('chat.isTyping', { name: person.firstName })}</span>
              ) : (
                <>
                  {person.title && <span>{person.title} · </span>}
                  {/* A deleted account is neither online nor offline: it is gone. Offline, this device cannot know. */}
                  {!person.deleted && connected && <span>{person.isOnline ? t('chat.online') : t('chat.offline')}</span>}
                </>
              )}
            </p>
            {conversation?.about && <AboutLine about={conversation.about} />}
          </div>
        )}
      </header>
      <MessageList conversationId={conversationId} conversation={conversation} name={name} />
      {conversation?.about?.closed ? (
        <ClosedNote about={conversation.about} />
      ) : team?.archived ? (
        <p role="status" className="border-t border-border px-4 py-3 text-sm text-muted">
          {t('team.archived')}
        </p>
      ) : person?.deleted ? (
        <p role="status" className="border-t border-border px-4 py-3 text-sm text-muted">
          {t('chat.deletedMember')}
        </p>
      ) : (
        <Composer conversationId={conversationId} />
      )}
    </section>
  );
}
