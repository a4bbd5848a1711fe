import type { Conversation } from '@skilllink/contracts/messaging';
import { Trash2, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { badgeText } from '../../../lib/badge';
import { useTranslation } from '../../../lib/use-translation';
import { fullName, otherMember, useMe } from '../me';
import { chatName } from '../team';
import { useTyping } from '../typing';
import { AboutLine, aboutText } from './conversation-about';
import { MemberAvatar } from './member-avatar';
import '../i18n';

/** One conversation in the list: who, the latest message (or typing), when, and how many are unread. */
export function ConversationRow({ conversation, active, onDelete }: { conversation: Conversation; active: boolean; onDelete: () => void }) {
  const { t } = useTranslation('messages');
  const me = useMe();
  const team = conversation.project;
  // A team chat is named after its project (ADR 058), with the team's icon instead of a face.
  const person = team ? undefined : otherMember(conversation);
  const name = chatName(conversation, fullName(person, t('deletedMember')));
  const typing = useTyping(conversation.id);
  const last = conversation.lastMessage;
  // A message that is only a file reads as what it carries.
  const file = last?.attachments?.[0];
  const text = last?.content || (file ? t(file.kind === 'image' ? 'attachments.photo' : 'attachments.document') : '');
  const preview = !last ? t('list.noMessages') : last.deleted ? t('chat.deleted') : last.senderId === me ? t('list.you', { text }) : text;
  const badge = badgeText(conversation.unreadCount);
  return (
    <li className={cn('relative flex items-center rounded-lg', active ? 'bg-primary-soft' : 'hover:bg-surface-2')}>
      <Link
        to={`/app/messages/${conversation.id}`}
        aria-current={active ? 'page' : undefined}
        aria-label={[
          t('list.open', { name }),
          conversation.about ? aboutText(t, conversation.about) : '',
          badge ? t('list.unread', { count: conversation.unreadCount }) : '',
        ]
          .filter(Boolean)
          .join(', ')}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 pr-12 no-underline"
      >
        {person && <MemberAvatar person={person} />}
        {team && (
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Users className="size-5" aria-hidden="true" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-fg">{name}</span>
            <RelativeTime iso={last?.createdAt ?? conversation.updatedAt} yesterday />
          </span>
          {conversation.about && <AboutLine about={conversation.about} />}
          <span className="flex items-center justify-between gap-2">
            <span dir="auto" className={cn('truncate text-sm', typing ? 'text-primary' : 'text-muted', last?.deleted && 'italic')}>
              {typing ? t('list.typing') : preview}
            </span>
            {badge && (
              <span
                data-testid="unread-badge"
                className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg tabular-nums"
              >
                {badge}
              </span>
            )}
          </span>
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1/2 right-0 -translate-y-1/2 text-muted"
        aria-label={t('list.delete', { name })}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
