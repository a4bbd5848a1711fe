import type { Conversation, ConversationPerson, Message, MessageStatus } from '@skilllink/contracts/messaging';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { outboxFor, type Outbox, type OutboxEntry } from './outbox';

/** The signed-in member's id: the page gets it from app/ (features do not read the session). */
export const MeContext = createContext<string>('');

export function useMe(): string {
  return useContext(MeContext);
}

export function useOutbox(): Outbox {
  return outboxFor(useMe());
}

/** What the outbox holds for one conversation, oldest first, kept current. */
export function useOutboxEntries(conversationId: string | undefined): OutboxEntry[] {
  const outbox = useOutbox();
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries);
  return conversationId ? entries.filter((e) => e.conversationId === conversationId) : [];
}

/** A conversation's participants list the other member first. */
export function otherMember(conversation: Conversation): ConversationPerson | undefined {
  return conversation.participants[0];
}

/** A member's name; one who deleted their account (ADR 062) has none, and reads as `deletedName` ("Deleted member"). */
export function fullName(person: Pick<ConversationPerson, 'firstName' | 'lastName' | 'deleted'> | undefined, deletedName = ''): string {
  if (person?.deleted) return deletedName;
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

const RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/**
 * An own message's receipt: the conversation's pointers move with pushed events, so they
 * decide over the status the message had when it was fetched, whichever is further.
 */
export function statusOf(message: Message, conversation: Conversation | undefined): MessageStatus {
  const fromPointers: MessageStatus | null = !conversation
    ? null
    : message.seq <= conversation.readSeq
      ? 'read'
      : message.seq <= conversation.deliveredSeq
        ? 'delivered'
        : null;
  return fromPointers && RANK[fromPointers] > RANK[message.status] ? fromPointers : message.status;
}
