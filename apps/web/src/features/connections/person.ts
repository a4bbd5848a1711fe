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

/** A dialog the page opens for a card: whom it is about, and where focus goes when it closes. */
export interface PersonDialogProps {
  person: PersonCard;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}
