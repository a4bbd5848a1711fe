import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PageCursor } from '../../platform/cursor.js';
import type { ReferralStatusColumn } from '../../db/schema-referrals.js';

// Kysely queries of the referrals area only: fn(db, …) → rows.

const referralColumns = [
  'id',
  'source',
  'name',
  'email',
  'status',
  'referredUserId',
  'remindersSent',
  'nextReminderAt',
  'invitedAt',
  'joinedAt',
  'completedAt',
] as const;

/** A page of the member's referrals, newest first; the points each earned come from the ledger. */
export function historyPage(db: DB, referrerId: string, before: PageCursor | undefined, limit: number) {
  let query = db
    .selectFrom('referral')
    .leftJoin('referralPoints', (join) =>
      join.onRef('referralPoints.referralId', '=', 'referral.id').on('referralPoints.reason', '=', 'referral_completed'),
    )
    .select(referralColumns.map((c) => `referral.${c}` as const))
    .select((eb) => eb.fn.coalesce('referralPoints.amount', sql<number>`0`).as('rewardEarned'))
    .where('referral.referrerId', '=', referrerId);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('referral.invitedAt', '<', before.at),
        eb.and([eb('referral.invitedAt', '=', before.at), eb('referral.id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('referral.invitedAt', 'desc').orderBy('referral.id', 'desc').limit(limit).execute();
}
export type ReferralRow = Awaited<ReturnType<typeof historyPage>>[number];

export async function statusCounts(db: DB, referrerId: string): Promise<Map<ReferralStatusColumn, number>> {
  const rows = await db
    .selectFrom('referral')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('referrerId', '=', referrerId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Points earned (positive entries) and the balance (every entry). */
export async function pointsOf(db: DB, userId: string): Promise<{ earned: number; balance: number }> {
  const row = await db
    .selectFrom('referralPoints')
    .select([
      sql<number | string>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('earned'),
      sql<number | string>`coalesce(sum(amount), 0)`.as('balance'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { earned: Number(row.earned), balance: Number(row.balance) };
}

export function ledger(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('referralPoints')
    .leftJoin('referral', 'referral.id', 'referralPoints.referralId')
    .select(['referralPoints.id', 'referralPoints.amount', 'referralPoints.reason', 'referralPoints.createdAt', 'referral.name'])
    .where('referralPoints.userId', '=', userId)
    .orderBy('referralPoints.createdAt', 'desc')
    .orderBy('referralPoints.id', 'desc')
    .limit(limit)
    .execute();
}

export const bonusEntry = (db: DB, userId: string) =>
  db.selectFrom('referralPoints').select('createdAt').where('awardKey', '=', `bonus:${userId}`).executeTakeFirst();

export const highlightOf = (db: DB, userId: string) =>
  db.selectFrom('memberHighlight').select('until').where('userId', '=', userId).executeTakeFirst();

/** Invitations sent since `since` (the 24-hour cap). */
export async function invitationsSince(db: DB, referrerId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('referral')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('referrerId', '=', referrerId)
    .where('source', '=', 'invitation')
    .where('invitedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const referralByKey = (db: DB, referrerId: string, emailKey: string) =>
  db.selectFrom('referral').select('id').where('referrerId', '=', referrerId).where('emailKey', '=', emailKey).executeTakeFirst();

export const isDoNotInvite = (db: DB, emailKey: string) =>
  db.selectFrom('doNotInvite').select('emailKey').where('emailKey', '=', emailKey).executeTakeFirst();

/** Does an account use one of these addresses? (Stored keys are one-way: callers pass the spellings to try.) */
export const accountByEmail = (db: DB, emails: string[]) =>
  db.selectFrom('user').select(['id', 'isVerified']).where('email', 'in', emails).executeTakeFirst();

export function memberBasics(db: DB, userId: string) {
  return db.selectFrom('user').select(['id', 'email', 'firstName', 'lastName', 'language']).where('id', '=', userId).executeTakeFirst();
}
