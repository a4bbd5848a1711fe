import type { Conversation, ConversationPerson, Message } from '@skilllink/contracts/messaging';

// A project's team chat as the Messages screen shows it (ADR 058): who wrote a message, how many
// of the others have read mine, and what the header says.

/** What a conversation is called: the project's title for a team chat, else the other member's name. */
export function chatName(conversation: Conversation | undefined, personName: string): string {
  return conversation?.project?.title ?? personName;
}

/** The author of a message among the conversation's participants (undefined if they left the team). */
export function authorOf(conversation: Conversation | undefined, message: Message): ConversationPerson | undefined {
  return conversation?.participants.find((p) => p.id === message.senderId);
}

/** How many other members have read up to this message ("read by N"). */
export function readBy(conversation: Conversation | undefined, seq: number): number {
  return conversation?.reads.filter((r) => r.readSeq >= seq).length ?? 0;
}

/**
 * Another member's read pointer moved (a `conversation.updated` naming them): their entry
 * follows, and the conversation's `readSeq` — read by everyone — is the lowest again.
 */
export function withMemberRead(conversation: Conversation, memberId: string, readSeq: number): Conversation {
  const known = conversation.reads.some((r) => r.memberId === memberId);
  const reads = known
    ? conversation.reads.map((r) => (r.memberId === memberId ? { ...r, readSeq: Math.max(r.readSeq, readSeq) } : r))
    : [...conversation.reads, { memberId, readSeq }];
  return { ...conversation, reads, readSeq: Math.min(...reads.map((r) => r.readSeq)) };
}
