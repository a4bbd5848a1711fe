import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import { UserMinus, X } from 'lucide-react';
import { useRef, type SyntheticEvent } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, useArrival } from '../../../components/ui/dropdown-menu';
import { useTranslation } from '../../../lib/use-translation';
import type { usePersonActions } from '../hooks/use-person-actions';
import { MoreButton } from './more-button';
import type { CardHandlers } from '../person';

interface Props {
  person: PersonCard;
  relation: Extract<RelationStatus, 'connected' | 'pending_sent'>;
  actions: ReturnType<typeof usePersonActions>;
  handlers: CardHandlers;
  byKeyboard: boolean;
}

/**
 * A card's "More" menu (Remove connection, or Withdraw request), loaded on the first tap on any
 * card's More button (person-actions.tsx) and opening at once, as the member asked.
 */
export function PersonMenu({ person, relation, actions, handlers, byKeyboard }: Props) {
  const { t } = useTranslation('connections');
  const more = useRef<HTMLButtonElement>(null);
  const defaultOpen = useArrival(more, byKeyboard);
  const { busy, name } = actions;
  const requestId = person.requestId;
  // The menu must not open while it waits.
  const stayShut = (event: SyntheticEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild onPointerDown={stayShut} onKeyDown={stayShut}>
        <MoreButton ref={more} busy={busy} label={t('card.more', { name })} />
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
  );
}
