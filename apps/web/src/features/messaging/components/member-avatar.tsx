import type { ConversationPerson } from '@skilllink/contracts/messaging';
import { PresenceAvatar } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';

/** Photo or initials with the online dot (decorative: the status is written beside it). */
export function MemberAvatar({ person, className }: { person: ConversationPerson; className?: string }) {
  return <PresenceAvatar person={person} className={cn('size-11', className)} />;
}
