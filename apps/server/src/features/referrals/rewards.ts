import { REFERRAL_BONUS_AT, REFERRAL_BONUS_POINTS, REFERRAL_POINTS } from '@skilllink/contracts/referrals';
import type { DB } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import { tellReferrers, type ReferralDeps } from './referrals.deps.js';

// Completing a referral and its points (issue 27 §3): joined → completed once the referred
// member's address is verified and they took a first real step; 25 points per completed
// referral and a 100-point bonus (with the badge) at the 10th. Points are ledger rows whose
// `award_key` is unique, so a race — two requests settling the same member at once, or two
// server processes — awards once.

/** Verified, and a skill on the profile or a course enrolled. */
async function tookFirstStep(db: DB, userId: string): Promise<boolean> {
  const user = await db.selectFrom('user').select('isVerified').where('id', '=', userId).executeTakeFirst();
  if (!user || !toBool(user.isVerified)) return false;
  const [skill, course] = await Promise.all([
    db.selectFrom('memberSkill').select('id').where('userId', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('enrollment').select('userId').where('userId', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(skill ?? course);
}

/** Inserts a ledger entry unless its key was awarded already; whether this call awarded it. */
async function award(
  db: DB,
  entry: {
    userId: string;
    amount: number;
    reason: 'referral_completed' | 'referral_bonus';
    referralId: string | null;
    key: string;
    at: string;
  },
) {
  const rows = await db
    .insertInto('referralPoints')
    .values({
      id: newId(),
      userId: entry.userId,
      amount: entry.amount,
      reason: entry.reason,
      referralId: entry.referralId,
      awardKey: entry.key,
      createdAt: entry.at,
    })
    .onConflict((oc) => oc.column('awardKey').doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Completes the referral of this member when it is due, and rewards the referrer. Cheap when
 * there is nothing to do (one look-up by the unique referred-member index), so every sign of
 * progress may call it.
 */
export async function settle(deps: ReferralDeps, userId: string): Promise<void> {
  const referral = await deps.db.selectFrom('referral').select(['id', 'status']).where('referredUserId', '=', userId).executeTakeFirst();
  if (referral?.status !== 'joined' || !(await tookFirstStep(deps.db, userId))) return;
  const at = deps.now().toISOString();
  const referrerId = await deps.db.transaction().execute(async (trx) => {
    // The one statement that wins the race: only a joined referral becomes completed.
    const done = await trx
      .updateTable('referral')
      .set({ status: 'completed', completedAt: at })
      .where('id', '=', referral.id)
      .where('status', '=', 'joined')
      .returning(['referrerId', 'name', 'disposable'])
      .executeTakeFirst();
    if (!done) return null;
    // Throwaway addresses earn points once per referrer (issue 27 §4).
    const earlierThrowaway =
      toBool(done.disposable) &&
      (await trx
        .selectFrom('referralPoints')
        .innerJoin('referral', 'referral.id', 'referralPoints.referralId')
        .select('referralPoints.id')
        .where('referral.referrerId', '=', done.referrerId)
        .where('referral.disposable', '=', true)
        .executeTakeFirst());
    const points = earlierThrowaway ? 0 : REFERRAL_POINTS;
    if (points > 0) {
      await award(trx, {
        userId: done.referrerId,
        amount: points,
        reason: 'referral_completed',
        referralId: referral.id,
        key: `referral:${referral.id}`,
        at,
      });
    }
    await notify(trx, {
      userId: done.referrerId,
      type: 'achievement',
      kind: 'referral.completed',
      params: { name: done.name, points },
      data: { path: '/app/referrals' },
    });
    await bonusIfDue(trx, done.referrerId, at);
    return done.referrerId;
  });
  if (referrerId) await tellReferrers(deps, [referrerId]);
}

/** The bonus and badge with the REFERRAL_BONUS_AT-th completed referral that earned points. */
async function bonusIfDue(db: DB, referrerId: string, at: string): Promise<void> {
  const row = await db
    .selectFrom('referralPoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', referrerId)
    .where('reason', '=', 'referral_completed')
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count < REFERRAL_BONUS_AT) return;
  if (
    await award(db, {
      userId: referrerId,
      amount: REFERRAL_BONUS_POINTS,
      reason: 'referral_bonus',
      referralId: null,
      key: `bonus:${referrerId}`,
      at,
    })
  ) {
    await notify(db, {
      userId: referrerId,
      type: 'achievement',
      kind: 'referral.bonus',
      params: { points: REFERRAL_BONUS_POINTS, count },
      data: { path: '/app/referrals' },
    });
  }
}
