import type { ConversationPerson } from '@skilllink/contracts/messages';
import { Avatar, OnlineDot } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';

/** Photo or initials with the online dot (decorative: the status is written beside it). */
export function MemberAvatar({ person, className }: { person: ConversationPerson; className?: string }) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar
        id={person.id}
        firstName={person.firstName}
        lastName={person.lastName}
        src={person.avatar}
        className={cn('size-11', className)}
      />
      {person.isOnline && <OnlineDot />}
    </span>
  );
}
