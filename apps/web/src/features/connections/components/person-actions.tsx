import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import { Check, Clock, MessageSquare, MoreHorizontal, UserMinus, UserPlus, X } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { usePersonActions } from '../hooks/use-person-actions';
import { singleClick } from '../single-click';
import '../i18n';

/** What the page does for a card: the dialogs live once on the page, not in every card. */
export interface CardHandlers {
  onConnect: (person: PersonCard) => void;
  onRemove: (person: PersonCard) => void;
  onView: (person: PersonCard) => void;
}

interface Props {
  person: PersonCard;
  relation: RelationStatus;
  handlers: CardHandlers;
}

/**
 * Connected: Message, and Remove in the menu. Pending (sent): a disabled Pending, and Withdraw
 * in the menu. Pending (received): Accept and Decline. Anyone else: Connect. Follow or Unfollow
 * for everyone. Every button waits while an action on this member is on its way.
 */
export function PersonActions({ person, relation, handlers }: Props) {
  const { t } = useTranslation('connections');
  const actions = usePersonActions(person);
  const { busy, name } = actions;
  const requestId = person.requestId;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {relation === 'connected' && (
        <Link
          to={`/app/messages?with=${encodeURIComponent(person.id)}`}
          aria-label={t('card.messageLabel', { name })}
          className={buttonClasses({ size: 'sm' })}
        >
          <MessageSquare className="size-4" aria-hidden="true" />
          {t('card.message')}
        </Link>
      )}
      {relation === 'pending_sent' && (
        <Button size="sm" variant="secondary" disabled aria-label={t('card.pendingLabel', { name })}>
          <Clock className="size-4" aria-hidden="true" />
          {t('card.pending')}
        </Button>
      )}
      {relation === 'pending_received' && requestId && (
        <>
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('card.acceptLabel', { name })}
            onClick={singleClick(() => actions.accept(requestId))}
          >
            <Check className="size-4" aria-hidden="true" />
            {t('card.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('card.declineLabel', { name })}
            onClick={singleClick(() => actions.decline(requestId))}
          >
            <X className="size-4" aria-hidden="true" />
            {t('card.decline')}
          </Button>
        </>
      )}
      {relation === 'not_connected' && (
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('card.connectLabel', { name })}
          onClick={singleClick(() => handlers.onConnect(person))}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          {t('card.connect')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        aria-label={t(person.isFollowing ? 'card.unfollowLabel' : 'card.followLabel', { name })}
        onClick={singleClick(() => actions.setFollowing(!person.isFollowing))}
      >
        {t(person.isFollowing ? 'card.unfollow' : 'card.follow')}
      </Button>
      {(relation === 'connected' || (relation === 'pending_sent' && requestId)) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="icon" variant="ghost" disabled={busy} aria-label={t('card.more', { name })} className="ml-auto">
              <MoreHorizontal className="size-5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {relation === 'connected' ? (
              <DropdownMenuItem onSelect={() => handlers.onRemove(person)} className="text-danger">
                <UserMinus className="size-4" aria-hidden="true" />
                {t('card.remove')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => requestId && actions.withdraw(requestId)}>
                <X className="size-4" aria-hidden="true" />
                {t('card.withdrawRequest')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
