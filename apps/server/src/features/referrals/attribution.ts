import type { DB } from '../../db/database.js';
import type { NewAccount } from '../../platform/account-events.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import { emailKeyOf } from './email-key.js';
import { ownerOfCode } from './referral-code.js';
import { tellReferrers, type ReferralDeps } from './referrals.deps.js';
import { settle } from './rewards.js';

// Who referred a new account (issue 27 §1, ADR 069). The first referrer wins: an invitation
// sent to this address before the account existed comes first (the earliest one), then the
// code of the link the visitor came through. Never oneself — not the same account, and not the
// same mailbox under another spelling ("ama+2@gmail.com" through Ama's own link).

const DAY = 86_400_000;
/** A join from where the referrer was signed in within this window is held for review (§4). */
export const SAME_PLACE_WINDOW_MS = DAY;

interface Referrer {
  id: string;
  /** Their pending invitation to this address, when that is how the person came. */
  invitationId: string | null;
}

async function referrerOf(db: DB, account: NewAccount, emailKey: string): Promise<Referrer | null> {
  const invited = await db
    .selectFrom('referral')
    .select(['id', 'referrerId'])
    .where('emailKey', '=', emailKey)
    .where('status', '=', 'pending')
    .where('referredUserId', 'is', null)
    .where('referrerId', '<>', account.id)
    .orderBy('invitedAt')
    .orderBy('id')
    .executeTakeFirst();
  if (invited) return { id: invited.referrerId, invitationId: invited.id };
  if (!account.ref) return null;
  const owner = await ownerOfCode(db, account.ref);
  if (!owner || owner.id === account.id) return null;
  // Their own row for this address (declined earlier, say) is reused: one row per address.
  const own = await db
    .selectFrom('referral')
    .select('id')
    .where('referrerId', '=', owner.id)
    .where('emailKey', '=', emailKey)
    .where('referredUserId', 'is', null)
    .executeTakeFirst();
  return { id: owner.id, invitationId: own?.id ?? null };
}

/** Was the referrer active from this network (and browser) lately? Then the join waits for review. */
async function heldReason(db: DB, referrerId: string, account: NewAccount, now: Date): Promise<'same_device' | 'same_network' | null> {
  if (!account.ip) return null;
  const since = new Date(now.getTime() - SAME_PLACE_WINDOW_MS).toISOString();
  const [sessions, signIns] = await Promise.all([
    db
      .selectFrom('session')
      .select('userAgent')
      .where('userId', '=', referrerId)
      .where('ip', '=', account.ip)
      .where('lastSeenAt', '>=', since)
      .execute(),
    db
      .selectFrom('signInEvent')
      .select('userAgent')
      .where('userId', '=', referrerId)
      .where('ip', '=', account.ip)
      .where('at', '>=', since)
      .execute(),
  ]);
  const seen = [...sessions, ...signIns];
  if (seen.length === 0) return null;
  return account.userAgent && seen.some((s) => s.userAgent === account.userAgent) ? 'same_device' : 'same_network';
}

/** Attributes a new account to its referrer, if it has one; then completes it if already due (a provider sign-in is verified). */
export async function attribute(deps: ReferralDeps, account: NewAccount): Promise<void> {
  const { emailKey, disposable } = emailKeyOf(account.email);
  const referrer = await referrerOf(deps.db, account, emailKey);
  if (!referrer) return;
  const self = await deps.db.selectFrom('user').select('email').where('id', '=', referrer.id).executeTakeFirst();
  if (!self || emailKeyOf(self.email).emailKey === emailKey) return;
  const now = deps.now();
  const at = now.toISOString();
  const held = await heldReason(deps.db, referrer.id, account, now);
  const status = held ? 'held' : 'joined';
  const name = `${account.firstName} ${account.lastName}`.trim();
  const told = await deps.db.transaction().execute(async (trx) => {
    // First referrer wins: the unique referred-member index refuses a second attribution.
    const already = await trx.selectFrom('referral').select('id').where('referredUserId', '=', account.id).executeTakeFirst();
    if (already) return [];
    if (referrer.invitationId) {
      await trx
        .updateTable('referral')
        .set({ status, referredUserId: account.id, heldReason: held, joinedAt: at, nextReminderAt: null })
        .where('id', '=', referrer.invitationId)
        .execute();
    } else {
      await trx
        .insertInto('referral')
        .values({
          id: newId(),
          referrerId: referrer.id,
          source: 'link',
          name,
          email: null,
          emailKey,
          disposable,
          note: null,
          language: 'en',
          status,
          referredUserId: account.id,
          heldReason: held,
          declineTokenHash: null,
          remindersSent: 0,
          nextReminderAt: null,
          invitedAt: at,
          joinedAt: at,
          completedAt: null,
        })
        .execute();
    }
    // The person joined: nobody else's invitation to them is reminded again.
    const others = await trx
      .updateTable('referral')
      .set({ nextReminderAt: null })
      .where('emailKey', '=', emailKey)
      .where('status', '=', 'pending')
      .where('referredUserId', 'is', null)
      .returning('referrerId')
      .execute();
    await notify(trx, {
      userId: referrer.id,
      type: 'other',
      kind: 'referral.joined',
      params: { name, held: held ? 1 : 0 },
      data: { path: '/app/referrals' },
    });
    return [referrer.id, ...others.map((o) => o.referrerId)];
  });
  await tellReferrers(deps, told);
  await settle(deps, account.id);
}
