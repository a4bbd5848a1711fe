import * as messages from './messages.service.js';
import * as repo from './messaging.repository.js';
import { publish, type MessagingContext } from './publish.js';

/** Conversations never change members: who is in one is kept once read (typing is frequent). */
const MEMBERS_KEPT = 10_000;

/**
 * The messaging frames of the realtime channel: `typing` goes to the other member as a live
 * event; `delivered` moves the sender's delivered pointer, which is the author's receipt.
 */
export function registerMessagingFrames(ctx: MessagingContext): void {
  const { app, db } = ctx;
  const members = new Map<string, readonly [string, string]>();

  async function otherMember(conversationId: string, me: string): Promise<string | null> {
    let pair = members.get(conversationId);
    if (!pair) {
      const row = await repo.findConversation(db, conversationId);
      if (!row) return null;
      pair = [row.userLow, row.userHigh] as const;
      if (members.size >= MEMBERS_KEPT) members.delete(members.keys().next().value!);
      members.set(conversationId, pair);
    }
    if (!pair.includes(me)) return null;
    return pair[0] === me ? pair[1] : pair[0];
  }

  app.realtime.onFrame('typing', async (memberId, frame) => {
    const other = await otherMember(frame.conversationId, memberId);
    if (other) app.realtime.send([other], { type: 'typing', conversationId: frame.conversationId, memberId });
  });

  app.realtime.onFrame('delivered', async (memberId, frame) => {
    if (!(await otherMember(frame.conversationId, memberId))) return;
    const moved = await messages.advance(db, memberId, frame.conversationId, 'deliveredSeq', frame.seq);
    await publish(ctx, moved.outcome);
  });
}
