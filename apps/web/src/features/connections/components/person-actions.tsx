import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import { Check, Clock, MessageSquare, MoreHorizontal, UserMinus, UserPlus, X } from 'lucide-react';
import { useRef, type SyntheticEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { usePersonActions } from '../hooks/use-person-actions';
import { WAITING } from '../focus';
import { singleClick } from '../single-click';
import '../i18n';

/**
 * What the page does for a card: the dialogs live once on the page, not in every card.
 * `from` is where focus goes back to when the dialog closes (else whatever had focus).
 */
export interface CardHandlers {
  onConnect: (person: PersonCard, from?: HTMLElement | null) => void;
  onRemove: (person: PersonCard, from?: HTMLElement | null) => void;
  onView: (person: PersonCard, from?: HTMLElement | null) => void;
}

interface Props {
  person: PersonCard;
  relation: RelationStatus;
  handlers: CardHandlers;
}

/**
 * Connected: Message, and Remove in the menu. Pending (sent): a disabled Pending, and Withdraw
 * in the menu. Pending (received): Accept and Decline. Anyone else: Connect. Follow or Unfollow
 * for everyone. Every button waits while an action on this member is on its way: it says so
 * (aria-disabled) and ignores clicks, but keeps keyboard focus, which `disabled` would drop.
 */
export function PersonActions({ person, relation, handlers }: Props) {
  const { t } = useTranslation('connections');
  const actions = usePersonActions(person);
  const { busy, name } = actions;
  const requestId = person.requestId;
  const more = useRef<HTMLButtonElement>(null);
  const waiting = waitingProps(busy);
  // The menu must not open while it waits.
  const stayShut = (event: SyntheticEvent) => {
    if (busy) event.preventDefault();
  };

  return (
    <div data-card-actions className="flex flex-wrap items-center gap-2">
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
      {relation === 'pending_received' && requestId && <AnswerButtons actions={actions} requestId={requestId} />}
      {relation === 'not_connected' && (
        <Button
          size="sm"
          {...waiting}
          aria-label={t('card.connectLabel', { name })}
          onClick={singleClick((event) => !busy && handlers.onConnect(person, event.currentTarget as HTMLElement))}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          {t('card.connect')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        {...waiting}
        aria-label={t(person.isFollowing ? 'card.unfollowLabel' : 'card.followLabel', { name })}
        onClick={singleClick(() => actions.setFollowing(!person.isFollowing))}
      >
        {t(person.isFollowing ? 'card.unfollow' : 'card.follow')}
      </Button>
      {(relation === 'connected' || (relation === 'pending_sent' && requestId)) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild onPointerDown={stayShut} onKeyDown={stayShut}>
            <Button
              ref={more}
              size="icon"
              variant="ghost"
              aria-disabled={busy || undefined}
              aria-label={t('card.more', { name })}
              className={cn('ml-auto', busy && WAITING)}
            >
              <MoreHorizontal className="size-5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {relation === 'connected' ? (
              <DropdownMenuItem onSelect={() => handlers.onRemove(person, more.current)} className="text-danger">
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

/** Props of a button that waits while an action on its member is on its way (see PersonActions). */
export const waitingProps = (busy: boolean) => ({ 'aria-disabled': busy || undefined, className: cn(busy && WAITING) });

/** Accept and Decline of a request received: on a card and in the Requests tab. */
export function AnswerButtons({ actions, requestId }: { actions: ReturnType<typeof usePersonActions>; requestId: string }) {
  const { t } = useTranslation('connections');
  const { name } = actions;
  const waiting = waitingProps(actions.busy);
  return (
    <>
      <Button size="sm" {...waiting} aria-label={t('card.acceptLabel', { name })} onClick={singleClick(() => actions.accept(requestId))}>
        <Check className="size-4" aria-hidden="true" />
        {t('card.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        {...waiting}
        aria-label={t('card.declineLabel', { name })}
        onClick={singleClick(() => actions.decline(requestId))}
      >
        <X className="size-4" aria-hidden="true" />
        {t('card.decline')}
      </Button>
    </>
  );
}
