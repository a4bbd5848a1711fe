import { TYPING_RELAY_MS } from '@skilllink/contracts/realtime';
import { isOpenNow } from './application-conversations.repository.js';
import { teamOf } from './project-conversations.repository.js';
import * as pointers from './read-pointers.service.js';
import * as repo from './messaging.repository.js';
import { publish, type MessagingContext } from './publish.js';

/** Conversations of two never change members: who is in one is kept once read (typing is frequent). */
const MEMBERS_KEPT = 10_000;
type Kept = { pair: readonly [string, string]; applicationId: string | null } | { projectId: string };

/**
 * The messaging frames of the realtime channel: `typing` goes to the other member as a live
 * event; `delivered` moves the sender's delivered pointer up to a message, which is the
 * author's receipt. Nothing reaches the other member unless the two are connected now (the
 * rule for sending a message): a removed connection ends typing and receipts at once. In a
 * conversation about an application (ADR 054) typing follows its sending rule (the application
 * open, the pair still its parties) and receipts always reach the other member. In a project's
 * chat (ADR 058) typing reaches the rest of the team as it is now.
 */
export function registerMessagingFrames(ctx: MessagingContext): void {
  const { app, db } = ctx;
  const kept = new Map<string, Kept>();
  const typing = typingRelays(() => app.realtime.now());

  /** Who a conversation is between: a pair never changes, so it is kept once read; a project's team is read each time. */
  async function kindOf(conversationId: string): Promise<Kept | null> {
    const known = kept.get(conversationId);
    if (known) return known;
    const row = await repo.findConversation(db, conversationId);
    if (!row) return null;
    const found: Kept = row.projectId
      ? { projectId: row.projectId }
      : { pair: [row.userLow!, row.userHigh!] as const, applicationId: row.applicationId };
    if (kept.size >= MEMBERS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(conversationId, found);
    return found;
  }

  /**
   * Whom my frame may reach in this conversation: the other member of a pair if I may still
   * reach them (`typing`: if I may still write in it); in a project's chat, the rest of its team
   * as it is now — one who left hears nothing and is heard by no one (ADR 058).
   */
  async function reachable(conversationId: string, me: string, purpose: 'typing' | 'receipt'): Promise<string[]> {
    const found = await kindOf(conversationId);
    if (!found) return [];
    if ('projectId' in found) {
      const team = await teamOf(db, found.projectId);
      return team.includes(me) ? team.filter((id) => id !== me) : [];
    }
    const { pair, applicationId } = found;
    if (!pair.includes(me)) return [];
    const other = pair[0] === me ? pair[1] : pair[0];
    if (applicationId) return purpose === 'receipt' || (await isOpenNow(db, applicationId, [me, other])) ? [other] : [];
    return (await repo.areConnected(db, me, other)) ? [other] : [];
  }

  app.realtime.onFrame('typing', async (memberId, frame) => {
    // Coalesced before any read: a flood of typing costs one check per TYPING_RELAY_MS.
    if (!typing.due(frame.conversationId, memberId)) return;
    const others = await reachable(frame.conversationId, memberId, 'typing');
    if (others.length) app.realtime.send(others, { type: 'typing', conversationId: frame.conversationId, memberId });
  });

  // Receipts of a member's conversation arriving while one is being written (their other tabs,
  // a catch-up) are folded into the next write: the highest seq wins, one write for them all.
  const receipts = new Map<string, { seq: number }>();

  app.realtime.onFrame('delivered', async (memberId, frame) => {
    const key = `${memberId}|${frame.conversationId}`;
    const waiting = receipts.get(key);
    if (waiting) {
      waiting.seq = Math.max(waiting.seq, frame.seq);
      return;
    }
    const next = { seq: frame.seq };
    receipts.set(key, next);
    try {
      const found = await kindOf(frame.conversationId);
      // A project's chat moves the pointer for anyone on the team, even alone in it (it tells nobody).
      if (
        found && 'projectId' in found
          ? !(await teamOf(db, found.projectId)).includes(memberId)
          : !(await reachable(frame.conversationId, memberId, 'receipt')).length
      )
        return;
      let done = 0;
      while (next.seq > done) {
        done = next.seq;
        const moved = await pointers.advance(db, memberId, frame.conversationId, 'deliveredSeq', done);
        await publish(ctx, moved.outcome);
      }
    } finally {
      receipts.delete(key);
    }
  });
}

/** Entries kept before those older than the relay interval are swept out. */
const TYPING_KEPT = 10_000;

/**
 * At most one typing relay per conversation and sender per TYPING_RELAY_MS: the receiver's
 * indicator lasts longer than that, so more would only cost their tab.
 */
export function typingRelays(now: () => number, intervalMs = TYPING_RELAY_MS) {
  const last = new Map<string, number>();
  return {
    due(conversationId: string, memberId: string): boolean {
      const at = now();
      const key = `${conversationId}|${memberId}`;
      const before = last.get(key);
      if (before !== undefined && at - before < intervalMs) return false;
      if (last.size >= TYPING_KEPT) for (const [k, t] of last) if (at - t >= intervalMs) last.delete(k);
      last.set(key, at);
      return true;
    },
  };
}
