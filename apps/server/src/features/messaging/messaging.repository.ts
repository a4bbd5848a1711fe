import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { memberPair } from '../../db/member-pair.js';
import { prepared } from '../../db/prepared.js';
import { openToWriter } from './application-conversations.repository.js';
import { teamWriter } from './project-conversations.repository.js';

export { areConnected } from '../../db/member-pair.js';

// Messaging reads and writes (ADR 014). Every read is an index range: a member's conversations
// by conversation_member (user_id, …), a conversation's messages by (conversation_id, seq).

export type MemberRow = Selectable<Database['conversationMember']>;
export type ConversationRow = Selectable<Database['conversation']>;
export type MessageRow = Selectable<Database['message']>;

export function findConversation(db: DB, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pair's own conversation, not one about an application (ADR 054). */
export function findConversationByPair(db: DB, a: string, b: string): Promise<ConversationRow | undefined> {
  const pair = memberPair(a, b);
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('userLow', '=', pair.userLow)
    .where('userHigh', '=', pair.userHigh)
    .where('applicationId', 'is', null)
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
      .onConflict((oc) => oc.columns(['userLow', 'userHigh']).where('applicationId', 'is', null).doNothing())
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

/** My row and the other members' (one in a conversation of two, the rest of the team in a project's); undefined unless I am a member. */
export interface Members {
  mine: MemberRow;
  others: MemberRow[];
}

export async function membersOf(db: DB, conversationId: string, me: string): Promise<Members | undefined> {
  const rows = await db.selectFrom('conversationMember').selectAll().where('conversationId', '=', conversationId).execute();
  const mine = rows.find((r) => r.userId === me);
  return mine && { mine, others: rows.filter((r) => r !== mine) };
}

const nextSeqQuery = prepared((db, conversationId: string, me: string, now: string) =>
  db
    .updateTable('conversation')
    .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1), updatedAt: now }))
    .where('id', '=', conversationId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb.or([eb('userLow', '=', me), eb('userHigh', '=', me)]),
          eb.or([
            eb.and([
              eb('applicationId', 'is', null),
              eb.exists(
                eb
                  .selectFrom('connection')
                  .select('connection.id')
                  .whereRef('connection.userLow', '=', 'conversation.userLow')
                  .whereRef('connection.userHigh', '=', 'conversation.userHigh')
                  .where('connection.status', '=', 'accepted'),
              ),
            ]),
            // About an application: it is open, and the pair still its applicant and a manager (ADR 054).
            openToWriter(eb),
          ]),
        ]),
        // A project's chat: I am on its team now, and it is not archived (ADR 058).
        eb.and([eb('projectId', 'is not', null), teamWriter(eb, me)]),
      ]),
    )
    .returning('lastSeq'),
);

/**
 * Takes the next seq and stamps the activity time, in the caller's transaction, only when `me`
 * is one of the conversation's pair and the two are still connected — or, for a conversation
 * about an application, the application is open and the pair still its parties; for a project's,
 * `me` is on its team and it is not archived: undefined otherwise (the
 * caller finds out which). One statement instead of a membership read and a connection read
 * before the transaction: a message send is the busiest write.
 */
export async function nextSeq(db: DB, conversationId: string, me: string, now: string): Promise<number | undefined> {
  const [row] = (await nextSeqQuery(db, conversationId, me, now)).rows;
  return row ? Number(row.lastSeq) : undefined;
}

const insertMessageQuery = prepared(
  (db, id: string, conversationId: string, seq: number, senderId: string, clientId: string, content: string, createdAt: string) =>
    db.insertInto('message').values({ id, conversationId, seq, senderId, clientId, content, createdAt, editedAt: null, deletedAt: null }),
);

export async function insertMessage(db: DB, m: MessageRow & { createdAt: string }): Promise<void> {
  await insertMessageQuery(db, m.id, m.conversationId, m.seq, m.senderId, m.clientId, m.content, m.createdAt);
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

const arrivedQuery = prepared((db, conversationId: string, sender: string, seq: number) =>
  db
    .updateTable('conversationMember')
    .set((eb) => {
      const isSender = eb('userId', '=', sender);
      return {
        hidden: false,
        readSeq: eb.case().when(isSender).then(eb.val(seq)).else(eb.ref('readSeq')).end(),
        deliveredSeq: eb.case().when(isSender).then(eb.val(seq)).else(eb.ref('deliveredSeq')).end(),
        unread: eb
          .case()
          .when(isSender)
          .then(0)
          .else(eb('unread', '+', 1))
          .end(),
      };
    })
    .where('conversationId', '=', conversationId)
    .returningAll(),
);

/**
 * A new message at `seq` from `sender`, in the caller's transaction (which holds the
 * conversation's seq, so no later message exists): every member sees the conversation again,
 * the sender has read and received everything (no unread left here), each other member has one
 * more unread. Returns the members' rows after the change.
 */
export async function arrived(db: DB, conversationId: string, sender: string, seq: number): Promise<Members> {
  const { rows } = await arrivedQuery(db, conversationId, sender, seq);
  const mine = rows.find((r) => r.userId === sender)!;
  return { mine, others: rows.filter((r) => r !== mine) };
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

/** `me`'s unread total: the counts kept on their conversation rows (ADR 041). */
export async function unreadTotal(db: DB, me: string): Promise<number> {
  return (await unreadTotals(db, me)).get(me) ?? 0;
}

const unreadTotalsQuery = prepared((db, a: string, b: string) =>
  db
    .selectFrom('conversationMember')
    .select(['userId', (eb) => eb.fn.sum<number | string | null>('unread').as('n')])
    .where('userId', 'in', [a, b])
    // A literal, not a parameter: only then can SQLite see that its partial index applies.
    .where('unread', '>', sql.lit(0))
    .groupBy('userId'),
);

/** One or two members' unread totals in one read. */
export async function unreadTotals(db: DB, a: string, b = a): Promise<Map<string, number>> {
  const { rows } = await unreadTotalsQuery(db, a, b);
  return new Map(rows.map((r) => [r.userId, Number(r.n ?? 0)]));
}

export async function unreadByConversation(db: DB, me: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversationMember')
    .select(['conversationId', 'unread'])
    .where('userId', '=', me)
    .where('conversationId', 'in', [...ids])
    .where('unread', '>', 0)
    .execute();
  return new Map(rows.map((r) => [r.conversationId, Number(r.unread)]));
}

/**
 * Counts a member's unread messages in one conversation again from the messages (from the
 * other members, above both pointers, not deleted): after a pointer moved or a message was
 * deleted. Costs the unread messages of that one conversation, usually none.
 */
export async function recountUnread(db: DB, conversationId: string, userId: string): Promise<void> {
  await db
    .updateTable('conversationMember')
    .set((eb) => ({
      unread: eb
        .selectFrom('message as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.conversationId', '=', 'conversationMember.conversationId')
        .whereRef('m.seq', '>', 'conversationMember.readSeq')
        .whereRef('m.seq', '>', 'conversationMember.clearedSeq')
        .whereRef('m.senderId', '<>', 'conversationMember.userId')
        .where('m.deletedAt', 'is', null),
    }))
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .execute();
}
