import type { DB } from '../db/database.js';

/**
 * Read receipts (Settings → Privacy, ADR 063): a member who turns them off is never shown as
 * having read a message, and sees no one else's either (like WhatsApp). Delivery ticks stay.
 * `hiders` are the members, among those of a conversation, with receipts off.
 */
export async function receiptHiders(db: DB, userIds: readonly string[]): Promise<ReadonlySet<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('user').select('id').where('id', 'in', ids).where('readReceipts', '=', false).execute();
  return new Set(rows.map((r) => r.id));
}

/** How far `viewer` may see `other` has read: nothing when either of them hides receipts. */
export function readSeqSeenBy(viewer: string, other: { userId: string; readSeq: number }, hiders: ReadonlySet<string>): number {
  return hiders.has(viewer) || hiders.has(other.userId) ? 0 : other.readSeq;
}
