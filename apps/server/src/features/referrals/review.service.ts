import type { HeldReferrals } from '@skilllink/contracts/referrals';
import { toIso } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { referralOfToken } from './decline-link.js';
import { tellReferrers, type ReferralDeps } from './referrals.deps.js';
import { settle } from './rewards.js';

// What happens to a referral from outside the referrer's screen: the invitee refuses all
// invitations, and an admin reviews a join that was held (same network or device).

/**
 * The "never invite me again" link (§2): the address's key goes on the do-not-invite list and
 * every pending invitation to it is declined, whoever sent it. `act` false only checks the link
 * (the page asks first: mail scanners open links). Answers the invitation's language and
 * whether the address is on the list (now, or already when only asked), or null for a link that
 * was not signed here.
 */
export async function decline(deps: ReferralDeps, token: unknown, act: boolean): Promise<{ language: string; declined: boolean } | null> {
  const id = await referralOfToken(deps.db, token);
  const row = id
    ? await deps.db.selectFrom('referral').select(['emailKey', 'language']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row?.emailKey) return null;
  if (!act) {
    const listed = await deps.db.selectFrom('doNotInvite').select('emailKey').where('emailKey', '=', row.emailKey).executeTakeFirst();
    return { language: row.language, declined: Boolean(listed) };
  }
  const emailKey = row.emailKey;
  const at = deps.now().toISOString();
  const referrers = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('doNotInvite')
      .values({ emailKey, createdAt: at })
      .onConflict((oc) => oc.column('emailKey').doNothing())
      .execute();
    const declined = await trx
      .updateTable('referral')
      .set({ status: 'declined', nextReminderAt: null })
      .where('emailKey', '=', emailKey)
      .where('status', '=', 'pending')
      .returning('referrerId')
      .execute();
    return declined.map((d) => d.referrerId);
  });
  await tellReferrers(deps, referrers);
  return { language: row.language, declined: true };
}

export async function heldReferrals(deps: Pick<ReferralDeps, 'db'>): Promise<HeldReferrals> {
  const rows = await deps.db
    .selectFrom('referral')
    .innerJoin('user', 'user.id', 'referral.referrerId')
    .select(['referral.id', 'referral.name', 'referral.joinedAt', 'referral.heldReason', 'user.firstName', 'user.lastName'])
    .where('referral.status', '=', 'held')
    .orderBy('referral.joinedAt')
    .limit(200)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      referrerName: `${r.firstName} ${r.lastName}`.trim(),
      name: r.name,
      joinedDate: r.joinedAt === null ? null : toIso(r.joinedAt),
      reason: r.heldReason === 'same_device' ? 'same_device' : 'same_network',
    })),
  };
}

/** Releases a held join (it becomes joined, and completes if due) or rejects it (declined, no points). */
export async function reviewHeld(deps: ReferralDeps, id: string, decision: 'release' | 'reject'): Promise<void> {
  const done = await deps.db
    .updateTable('referral')
    .set({ status: decision === 'release' ? 'joined' : 'declined' })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning(['referrerId', 'referredUserId'])
    .executeTakeFirst();
  if (!done) throw new AppError(404, 'referral_not_found', 'No referral waits for review under this id');
  if (decision === 'release' && done.referredUserId) await settle(deps, done.referredUserId);
  await tellReferrers(deps, [done.referrerId]);
}
