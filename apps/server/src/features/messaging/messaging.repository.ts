import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { memberPair } from '../../db/member-pair.js';

// Messaging reads and writes (ADR 014). Every read is an index range: a member's conversations
// by conversation_member (user_id, …), a conversation's messages by (conversation_id, seq).

export type MemberRow = Selectable<Database['conversationMember']>;
export type ConversationRow = Selectable<Database['conversation']>;
export type MessageRow = Selectable<Database['message']>;

export async function areConnected(db: DB, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('connection')
    .select('id')
    .where('userLow', '=', memberPair(a, b).userLow)
    .where('userHigh', '=', memberPair(a, b).userHigh)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

export function findConversation(db: DB, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversation').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConversationByPair(db: DB, a: string, b: string): Promise<ConversationRow | undefined> {
  const pair = memberPair(a, b);
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('userLow', '=', pair.userLow)
    .where('userHigh', '=', pair.userHigh)
    .executeTakeFirst();
}

/**
 * Creates the pair's conversation unless it exists (a racing start from either side wins
 * once); true when this call created it. `a` starts it. One transaction: a conversation
 * visible without its member rows made the other side's racing start answer 404 (seen on
 * PostgreSQL, where the two starts run on two connections).
 */
export function insertConversation(db: DB, id: string, a: string, b: string, now: string): Promise<boolean> {
  const pair = memberPair(a, b);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversation')
      .values({ id, ...pair, lastSeq: 0, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['userLow', 'userHigh']).doNothing())
      .executeTakeFirst();
    const created = await findConversationByPair(trx, a, b);
    await trx
      .insertInto('conversationMember')
      // The other member sees it once there is a message in it.
      .values([a, b].map((userId) => ({ conversationId: created!.id, userId, hidden: userId !== a })))
      .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
      .execute();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

/** Both members' pointers, mine first; undefined unless `me` is a member. */
export async function membersOf(db: DB, conversationId: string, me: string): Promise<[MemberRow, MemberRow] | undefined> {
  const rows = await db.selectFrom('conversationMember').selectAll().where('conversationId', '=', conversationId).execute();
  const mine = rows.find((r) => r.userId === me);
  const theirs = rows.find((r) => r.userId !== me);
  return mine && theirs ? [mine, theirs] : undefined;
}

/** Takes the next seq and stamps the activity time, in the caller's transaction. */
export async function nextSeq(db: DB, conversationId: string, now: string): Promise<number> {
  const row = await db
    .updateTable('conversation')
    .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1), updatedAt: now }))
    .where('id', '=', conversationId)
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  return Number(row.lastSeq);
}

export async function insertMessage(db: DB, m: MessageRow & { createdAt: string }): Promise<void> {
  await db
    .insertInto('message')
    .values({ ...m, editedAt: null, deletedAt: null })
    .execute();
}

export function findMessage(db: DB, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByClientId(db: DB, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('message').selectAll().where('senderId', '=', senderId).where('clientId', '=', clientId).executeTakeFirst();
}

export async function updateMessage(
  db: DB,
  id: string,
  changes: { content: string; editedAt?: string; deletedAt?: string },
): Promise<void> {
  await db.updateTable('message').set(changes).where('id', '=', id).execute();
}

/** A new message shows the conversation again to both members. */
export async function unhide(db: DB, conversationId: string): Promise<void> {
  await db.updateTable('conversationMember').set({ hidden: false }).where('conversationId', '=', conversationId).execute();
}

/** Moves one of a member's pointers forward only (never back). */
export async function raisePointer(db: DB, conversationId: string, userId: string, pointer: 'readSeq' | 'deliveredSeq', seq: number) {
  await db
    .updateTable('conversationMember')
    .set({ [pointer]: seq })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .where(pointer, '<', seq)
    .execute();
}

/** "Delete conversation" for one member: everything so far is cleared, read, and the list hides it. */
export async function clearFor(db: DB, conversationId: string, userId: string, lastSeq: number): Promise<void> {
  await db
    .updateTable('conversationMember')
    .set((eb) => ({
      clearedSeq: lastSeq,
      readSeq: sql<number>`case when ${eb.ref('readSeq')} < ${lastSeq} then ${lastSeq} else ${eb.ref('readSeq')} end`,
      hidden: true,
    }))
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .execute();
}

/** A page of history above `after` (my cleared pointer) and below `before`, newest first. */
export function history(db: DB, conversationId: string, after: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  let q = db.selectFrom('message').selectAll().where('conversationId', '=', conversationId).where('seq', '>', after);
  if (before !== undefined) q = q.where('seq', '<', before);
  return q.orderBy('seq', 'desc').limit(limit).execute();
}

/** The messages at these (conversation, seq) positions: the last message of each listed conversation. */
export async function messagesAt(db: DB, positions: ReadonlyArray<{ conversationId: string; seq: number }>): Promise<MessageRow[]> {
  const wanted = positions.filter((p) => p.seq > 0);
  if (wanted.length === 0) return [];
  return db
    .selectFrom('message')
    .selectAll()
    .where((eb) => eb.or(wanted.map((p) => eb.and([eb('conversationId', '=', p.conversationId), eb('seq', '=', p.seq)]))))
    .execute();
}

/** Unread messages for `me`: from the other member, above my read and cleared pointers, not deleted. */
function unreadRows(db: DB, me: string) {
  return db
    .selectFrom('conversationMember as cm')
    .innerJoin('message as m', (join) =>
      join.onRef('m.conversationId', '=', 'cm.conversationId').onRef('m.seq', '>', 'cm.readSeq').onRef('m.seq', '>', 'cm.clearedSeq'),
    )
    .where('cm.userId', '=', me)
    .where('m.senderId', '<>', me)
    .where('m.deletedAt', 'is', null);
}

export async function unreadTotal(db: DB, me: string): Promise<number> {
  const row = await unreadRows(db, me)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function unreadByConversation(db: DB, me: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await unreadRows(db, me)
    .where('cm.conversationId', 'in', [...ids])
    .select(['cm.conversationId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('cm.conversationId')
    .execute();
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}
