import type { PrivacyUpdate, ReportRequest } from '@skilllink/contracts/privacy';
import type { DB } from '../../db/database.js';
import { memberPair } from '../../db/member-pair.js';

export async function updatePrivacy(db: DB, userId: string, changes: PrivacyUpdate, at: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ ...changes, updatedAt: at })
    .where('id', '=', userId)
    .execute();
}

export function memberExists(db: DB, id: string) {
  return db.selectFrom('user').select(['id', 'firstName', 'lastName']).where('id', '=', id).executeTakeFirst();
}

/** Blocks and ends whatever joined the two: their connection or pending request. One transaction. */
export async function block(db: DB, blockerId: string, blockedId: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('memberBlock')
      .values({ blockerId, blockedId, createdAt: at })
      .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
      .execute();
    const pair = memberPair(blockerId, blockedId);
    await trx.deleteFrom('connection').where('userLow', '=', pair.userLow).where('userHigh', '=', pair.userHigh).execute();
  });
}

export async function unblock(db: DB, blockerId: string, blockedId: string): Promise<boolean> {
  const r = await db.deleteFrom('memberBlock').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function blockedBy(db: DB, blockerId: string) {
  return db
    .selectFrom('memberBlock as b')
    .innerJoin('user as u', 'u.id', 'b.blockedId')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.title', 'u.avatar', 'b.createdAt as blockedAt'])
    .where('b.blockerId', '=', blockerId)
    .orderBy('b.createdAt', 'desc')
    .limit(500)
    .execute();
}

export async function insertReport(
  db: DB,
  r: { id: string; reporterId: string } & Required<Pick<ReportRequest, 'memberId' | 'reason' | 'details'>>,
  at: string,
): Promise<void> {
  await db
    .insertInto('memberReport')
    .values({ id: r.id, reporterId: r.reporterId, reportedId: r.memberId, reason: r.reason, details: r.details, createdAt: at })
    .execute();
}

export async function reportsSince(db: DB, reporterId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('memberReport')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The open reports, oldest first (the queue an admin works through). */
export function openReports(db: DB) {
  return db
    .selectFrom('memberReport as r')
    .innerJoin('user as reporter', 'reporter.id', 'r.reporterId')
    .innerJoin('user as reported', 'reported.id', 'r.reportedId')
    .select((eb) => [
      'r.id',
      'r.reason',
      'r.details',
      'r.createdAt',
      'r.reporterId',
      'reporter.firstName as reporterFirst',
      'reporter.lastName as reporterLast',
      'r.reportedId',
      'reported.firstName as reportedFirst',
      'reported.lastName as reportedLast',
      eb
        .selectFrom('memberReport as all')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('all.reportedId', '=', 'r.reportedId')
        .as('against'),
    ])
    .where('r.resolvedAt', 'is', null)
    .orderBy('r.createdAt')
    .limit(200)
    .execute();
}

export async function resolveReport(db: DB, id: string, by: string, resolution: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('memberReport')
    .set({ resolvedAt: at, resolvedBy: by, resolution })
    .where('id', '=', id)
    .where('resolvedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
