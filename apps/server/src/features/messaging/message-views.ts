import type { DB } from '../../db/database.js';
import { receiptHiders, readSeqSeenBy } from '../../platform/read-receipts.js';
import type * as repo from './messaging.repository.js';
import type { Pointers } from './messaging.presenter.js';

// How a conversation's members see each other's pointers: shared by sending, changing and
// reading messages (messages.service.ts, read-pointers.service.ts).

/** What a change means for the realtime channel after its transaction commits. */
export interface Outcome {
  /** The conversation that changed ('' when nothing did). */
  conversationId: string;
  /** Members whose sockets have new stored events to read (and whose cached views are stale). */
  announce: string[];
  /** Members whose notifications changed without a stored event (tell their tabs). */
  notificationsChanged: string[];
}

export const unchanged: Outcome = { conversationId: '', announce: [], notificationsChanged: [] };

/**
 * The pointers a member sees: their own read pointer, the other members' read and delivered
 * ones — the lowest of them in a project's chat, so "read" means read by everyone else.
 */
export const seen = ({ mine, others }: repo.Members, hiders: ReadonlySet<string>): Pointers => ({
  myReadSeq: Number(mine.readSeq),
  otherReadSeq: lowest(others.map((r) => readSeqSeenBy(mine.userId, { userId: r.userId, readSeq: Number(r.readSeq) }, hiders))),
  otherDeliveredSeq: lowest(others.map((r) => Number(r.deliveredSeq))),
});
/** Who of these members hides read receipts. */
export const hidersOf = (db: DB, members: repo.Members) =>
  receiptHiders(
    db,
    everyone(members).map((r) => r.userId),
  );
const lowest = (seqs: number[]) => (seqs.length ? Math.min(...seqs) : 0);
/** The members as `row`'s member sees them. */
export const asSeenBy = (rows: repo.MemberRow[], row: repo.MemberRow): repo.Members => ({
  mine: row,
  others: rows.filter((r) => r !== row),
});
export const everyone = ({ mine, others }: repo.Members) => [mine, ...others];
