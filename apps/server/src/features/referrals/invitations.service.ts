import {
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_REMINDER_DAYS,
  type Referral,
  type ReferralInvitationRequest,
} from '@skilllink/contracts/referrals';
import { lockRow } from '../../db/row-lock.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { declineToken } from './decline-link.js';
import { addressKey, emailKeyOf } from './email-key.js';
import { invitationMail } from './invitation.texts.js';
import { codeOf } from './referral-code.js';
import type { ReferralDeps } from './referrals.deps.js';
import * as repo from './referrals.repository.js';

const DAY = 86_400_000;
/** How long the invitation's join link is worth keeping in the stored copy of the mail. */
const INVITATION_KEPT_MS = 30 * DAY;

export const duplicateReferral = () =>
  new AppError(409, 'referral_duplicate', 'You have already referred this email address', {
    email: 'You have already referred this email address',
  });

/** Invitations this member can still send in the 24 hours up to `now`. */
export async function invitesLeft(deps: Pick<ReferralDeps, 'db'>, memberId: string, now: Date): Promise<number> {
  const sent = await repo.invitationsSince(deps.db, memberId, new Date(now.getTime() - DAY).toISOString());
  return Math.max(0, REFERRAL_INVITES_PER_DAY - sent);
}

/**
 * "Send Direct Invitation" (§5): stored as a pending referral, then mailed in the inviter's
 * language. An address on the do-not-invite list, or one that already has an account, is
 * answered exactly as any other (the inviter learns nothing about it) but is never mailed.
 * The daily cap and the duplicate check run in one transaction with the member's row held, so
 * two requests at once cannot both pass.
 */
export async function invite(deps: ReferralDeps, member: Member, input: ReferralInvitationRequest): Promise<Referral> {
  const email = input.email.trim();
  const name = input.name.trim();
  const note = input.note?.trim() || null;
  const { emailKey, disposable } = emailKeyOf(email);
  if (emailKey === emailKeyOf(member.email).emailKey) {
    throw new AppError(400, 'referral_self', 'You cannot refer yourself', { email: 'You cannot refer yourself' });
  }
  const now = deps.now();
  const at = now.toISOString();
  const id = newId();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'user', member.id);
      if ((await invitesLeft({ db: trx }, member.id, now)) === 0) {
        throw new AppError(
          429,
          'referral_daily_limit',
          `You can send ${REFERRAL_INVITES_PER_DAY} invitations a day. Please try again tomorrow`,
          undefined,
          { params: { max: REFERRAL_INVITES_PER_DAY } },
        );
      }
      if (await repo.referralByKey(trx, member.id, emailKey)) throw duplicateReferral();
      await trx
        .insertInto('referral')
        .values({
          id,
          referrerId: member.id,
          source: 'invitation',
          name,
          email,
          emailKey,
          disposable,
          note,
          language: member.language,
          status: 'pending',
          referredUserId: null,
          heldReason: null,
          declineTokenHash: null,
          remindersSent: 0,
          nextReminderAt: new Date(now.getTime() + REFERRAL_REMINDER_DAYS[0] * DAY).toISOString(),
          invitedAt: at,
          joinedAt: null,
          completedAt: null,
        })
        .execute();
    });
  } catch (err) {
    // The same address from two tabs at once: the unique index settles it.
    if (isUniqueViolation(err)) throw duplicateReferral();
    throw err;
  }
  await mailInvitation(deps, { id, email, name, note, emailKey, referrerId: member.id, reminder: false });
  return {
    id,
    name,
    email,
    status: 'pending',
    source: 'invitation',
    referredDate: at,
    joinedDate: null,
    completedDate: null,
    rewardEarned: 0,
    remindersSent: 0,
    nextReminderAt: new Date(now.getTime() + REFERRAL_REMINDER_DAYS[0] * DAY).toISOString(),
  };
}

/** Mails an invitation or a reminder, unless the address must not get one (returns whether it went). */
export async function mailInvitation(
  deps: ReferralDeps,
  invitation: { id: string; email: string; name: string; note: string | null; emailKey: string; referrerId: string; reminder: boolean },
): Promise<boolean> {
  if (await repo.isDoNotInvite(deps.db, invitation.emailKey)) return false;
  // The address as typed, and as its mailbox's plain spelling ("kofi+x@gmail.com" → "kofi@gmail.com").
  const { key, disposable } = addressKey(invitation.email);
  const spellings = [invitation.email.trim().toLowerCase(), ...(disposable ? [] : [key])];
  if (await repo.accountByEmail(deps.db, spellings)) return false;
  const inviter = await repo.memberBasics(deps.db, invitation.referrerId);
  if (!inviter) return false;
  const code = await codeOf(deps.db, inviter.id, inviter.firstName, deps.now());
  const mail = invitationMail(inviter.language, {
    inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
    name: invitation.name,
    note: invitation.note,
    reminder: invitation.reminder,
  });
  const decline = `${deps.publicUrl}/referrals/decline?token=${encodeURIComponent(await declineToken(deps.db, invitation.id))}`;
  await deps.mailer.send({
    to: invitation.email,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    action: { label: mail.action, url: `${deps.publicUrl}/register?${new URLSearchParams({ ref: code, email: invitation.email })}` },
    linkLifetimeMs: INVITATION_KEPT_MS,
    unsubscribe: { label: mail.unsubscribe, url: decline },
  });
  return true;
}
