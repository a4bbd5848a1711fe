import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import { Check, Clock, MessageSquare, UserPlus, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { useDeferred } from '../../../lib/use-deferred';
import { useTranslation } from '../../../lib/use-translation';
import { usePersonActions } from '../hooks/use-person-actions';
import { WAITING } from '../focus';
import { singleClick } from '../single-click';
import { MoreButton } from './more-button';
import type { PersonMenu } from './person-menu';
import type { CardHandlers } from '../person';
import '../i18n';

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
  const waiting = waitingProps(busy);

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
        <MoreMenu person={person} relation={relation} actions={actions} handlers={handlers} />
      )}
    </div>
  );
}

const loadMenu = () => import('./person-menu');

/**
 * Remove connection or Withdraw request, behind "More". The menu's code (with Radix's) comes on
 * the first tap: most visits open no card's menu, and on a phone it would otherwise delay the
 * whole page (issue 21). Until then a plain button with the same look and name stands in.
 */
function MoreMenu(props: Omit<ComponentProps<typeof PersonMenu>, 'byKeyboard'>) {
  const { t } = useTranslation('connections');
  const { loaded, opening, byKeyboard, warm, open } = useDeferred(loadMenu);
  const { busy, name } = props.actions;
  if (loaded) return <loaded.PersonMenu {...props} byKeyboard={byKeyboard} />;
  return (
    <MoreButton
      busy={busy}
      label={t('card.more', { name })}
      className={cn(opening && 'cursor-progress opacity-60')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening || undefined}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={(event) => !busy && !opening && open(event)}
    />
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
