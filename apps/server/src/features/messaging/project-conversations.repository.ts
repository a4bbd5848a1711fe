import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

// A project's team chat (ADR 058). Messaging reads the workspace's facts it needs — who is on
// the team (accepted), the project's title, whether it is archived — straight from the
// workspace tables, as it reads `connection` and the jobs tables; nothing in the workspace
// calls messaging. The members' conversation_member rows follow the team through triggers
// (migration 20261213-003).

type ConversationRow = Selectable<Database['conversation']>;

export function findByProject(db: DB, projectId: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversation').selectAll().where('projectId', '=', projectId).executeTakeFirst();
}

/** The accepted team's rows that are missing, read up to `readSeq` (a newcomer's history is not unread). */
function addTeam(db: DB, conversationId: string, projectId: string, readSeq: number, visible: boolean) {
  return db
    .insertInto('conversationMember')
    .columns(['conversationId', 'userId', 'readSeq', 'deliveredSeq', 'clearedSeq', 'hidden', 'unread'])
    .expression((eb) =>
      eb
        .selectFrom('workspaceMember as wm')
        .select([
          eb.val(conversationId).as('conversationId'),
          'wm.userId',
          eb.val(readSeq).as('readSeq'),
          eb.val(readSeq).as('deliveredSeq'),
          eb.val(0).as('clearedSeq'),
          eb.val(!visible).as('hidden'),
          eb.val(0).as('unread'),
        ])
        .where('wm.projectId', '=', projectId)
        .where('wm.acceptedAt', 'is not', null),
    )
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing());
}

/**
 * Creates the project's conversation unless it exists (racing opens make one row: a unique
 * index decides), with a row for everyone on the team; true when this call created it. The
 * others see it once there is a message in it, as in a new conversation of two.
 */
export function insertForProject(db: DB, id: string, projectId: string, opener: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversation')
      .values({ id, projectId, userLow: null, userHigh: null, lastSeq: 0, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.column('projectId').where('projectId', 'is not', null).doNothing())
      .executeTakeFirst();
    const row = (await findByProject(trx, projectId))!;
    await addTeam(trx, row.id, projectId, Number(row.lastSeq), false).execute();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

/**
 * Team members without a row get one, in the send's transaction (which holds the seq): the
 * trigger adds joiners, but one who accepted while the conversation was being created saw
 * neither and would miss the message otherwise. `seq` is the new message: it is unread for them.
 */
export async function healTeam(db: DB, conversationId: string, projectId: string, seq: number): Promise<void> {
  await addTeam(db, conversationId, projectId, seq - 1, true).execute();
}

/** My row (the guard found me on the team), read up to the latest message when new; shown in my list either way. */
export async function ensureMember(db: DB, conversationId: string, me: string, lastSeq: number): Promise<void> {
  await db
    .insertInto('conversationMember')
    .values({ conversationId, userId: me, readSeq: lastSeq, deliveredSeq: lastSeq, clearedSeq: 0, hidden: false, unread: 0 })
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doUpdateSet({ hidden: false }))
    .execute();
}

/** `me` is on the project's team (accepted) and the project is not archived: the rule for writing. */
export function teamWriter(eb: ExpressionBuilder<Database, 'conversation'>, me: string) {
  return eb.exists(
    eb
      .selectFrom('workspaceMember as wm')
      .innerJoin('workspaceProject as p', 'p.id', 'wm.projectId')
      .select('wm.userId')
      .whereRef('wm.projectId', '=', 'conversation.projectId')
      .where('wm.userId', '=', me)
      .where('wm.acceptedAt', 'is not', null)
      .where('p.archivedAt', 'is', null),
  );
}

/** Who is on the project's team now (accepted), for live frames. */
export async function teamOf(db: DB, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('workspaceMember')
    .select('userId')
    .where('projectId', '=', projectId)
    .where('acceptedAt', 'is not', null)
    .execute();
  return rows.map((r) => r.userId);
}

export async function isArchived(db: DB, projectId: string): Promise<boolean> {
  const row = await db.selectFrom('workspaceProject').select('archivedAt').where('id', '=', projectId).executeTakeFirst();
  return row?.archivedAt != null;
}

export interface ProjectFacts {
  id: string;
  title: string;
  archived: boolean;
}

export async function projectFacts(db: DB, ids: readonly string[]): Promise<ProjectFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('workspaceProject')
    .select(['id', 'title', 'archivedAt'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, archived: r.archivedAt !== null }));
}

/** The members of these conversations with their cards and read pointers, by name. */
export function membersWithCards(db: DB, conversationIds: readonly string[]) {
  return db
    .selectFrom('conversationMember as cm')
    .innerJoin('user as u', 'u.id', 'cm.userId')
    .select([
      'cm.conversationId',
      'cm.userId',
      'cm.readSeq',
      'cm.deliveredSeq',
      'u.firstName',
      'u.lastName',
      'u.title',
      'u.avatar',
      'u.erasedAt',
    ])
    .where('cm.conversationId', 'in', [...conversationIds])
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .execute();
}

/** The authors, other than `reader`, of the messages in (after, upTo]: whom a read receipt concerns. */
export async function authorsBetween(db: DB, conversationId: string, after: number, upTo: number, reader: string): Promise<string[]> {
  const rows = await db
    .selectFrom('message')
    .select('senderId')
    .distinct()
    .where('conversationId', '=', conversationId)
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .where('senderId', '<>', reader)
    .execute();
  return rows.map((r) => r.senderId);
}

/** A team's unread totals in one read (a pair's two use messaging.repository's prepared `unreadTotals`). */
export async function teamUnreadTotals(db: DB, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('conversationMember')
    .select(['userId', (eb) => eb.fn.sum<number | string | null>('unread').as('n')])
    .where('userId', 'in', [...ids])
    .where('unread', '>', sql.lit(0))
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.n ?? 0)]));
}
