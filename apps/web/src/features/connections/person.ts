import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import type { ReturnFocus } from '../../components/ui/dialog';

export function fullName(person: Pick<PersonCard, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * How the member stands with the person. A list can say what it knows (everyone in My Network
 * is connected) for an older server that leaves the card's field out.
 */
export function relationOf(person: PersonCard, fallback: RelationStatus = 'not_connected'): RelationStatus {
  // The contract makes the field required; an older server may still omit it.
  return (person.connectionStatus as RelationStatus | undefined) ?? fallback;
}

/**
 * Whether the green dot and "Online" show: for connections only (ADR 028). The server says
 * offline for anyone else; this also covers a card cached while the two were connected.
 */
export function onlineShown(person: PersonCard, fallback?: RelationStatus): boolean {
  return person.isOnline && relationOf(person, fallback) === 'connected';
}

/** A dialog the page opens for a card: whom it is about, and where focus goes when it closes. */
export interface PersonDialogProps {
  person: PersonCard;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/**
 * What the page does for a card: the dialogs live once on the page, not in every card.
 * `from` is where focus goes back to when the dialog closes (else whatever had focus).
 */
export interface CardHandlers {
  onConnect: (person: PersonCard, from?: HTMLElement | null) => void;
  onRemove: (person: PersonCard, from?: HTMLElement | null) => void;
  onView: (person: PersonCard, from?: HTMLElement | null) => void;
}
