import { verify } from '@node-rs/argon2';
import type { EmailChangeRequest } from '@skilllink/contracts/account';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import type { Member } from '../../platform/auth/member.js';
import { deleteSessionsOfUser } from '../../platform/auth/session.repository.js';
import { hasPassword, passwordNotSet } from '../../platform/auth/password.js';
import { loadMember, type AuthDeps } from './auth.service.js';
import * as repo from './auth.repository.js';
import * as changes from './email-change.repository.js';
import { sendAccountMail } from './send-account-mail.js';

const HOUR = 3_600_000;
/** The new address's link works for 48 hours; the old address's undo link for a week, even after the change. */
export const VERIFY_TTL_MS = 48 * HOUR;
export const UNDO_TTL_MS = 7 * 24 * HOUR;

export type EmailChangeDeps = Pick<AuthDeps, 'db' | 'sessions' | 'mailer' | 'publicUrl' | 'accountEvents'> & { now: () => Date };

const wrongPassword = (field: string) =>
  new AppError(400, 'wrong_password', 'Your current password is not right', { [field]: 'Your current password is not right' });

/** Checks the member's current password (the re-entry every sensitive change asks for); `field` names it in the error. */
export async function checkPassword(db: DB, memberId: string, password: string, field = 'password'): Promise<void> {
  const row = await db.selectFrom('user').select('passwordHash').where('id', '=', memberId).executeTakeFirstOrThrow();
  // An account made through Google or LinkedIn (ADR 064) has no password to re-enter: say so.
  if (!hasPassword(row.passwordHash)) throw passwordNotSet(field);
  if (!(await verify(row.passwordHash, password))) throw wrongPassword(field);
}

/** What registration answers and the change request answers alike: whether the address is free is not told. */
export const changeRequestedMessage = (address: string) => `We sent a link to ${address}. Your e-mail address changes when you open it.`;

/**
 * Starts a change of address. The address changes only when the link sent to the new one is
 * opened; the old one is told at once, with a link that undoes the change for a week. An
 * address that already has an account is not revealed: its owner is told instead, and the
 * answer is the same.
 */
export async function requestEmailChange(deps: EmailChangeDeps, member: Member, input: EmailChangeRequest): Promise<string> {
  await checkPassword(deps.db, member.id, input.password);
  if (input.newEmail === member.email)
    throw new AppError(
      400,
      'validation_failed',
      'This is already your e-mail address',
      { newEmail: 'This is already your e-mail address' },
      {
        key: 'validation_failed.same_email',
      },
    );
  const taken = await repo.findCredentialsByEmail(deps.db, input.newEmail);
  if (taken) {
    const owner = await loadMember(deps.db, taken.id);
    await sendAccountMail(deps, 'emailChangeTaken', owner, { path: '/auth/login', lifetimeMs: VERIFY_TTL_MS });
    return changeRequestedMessage(input.newEmail);
  }
  const now = deps.now();
  const verifyToken = newToken();
  const undoToken = newToken();
  await deps.db.transaction().execute(async (trx) => {
    await changes.closeOpenChanges(trx, member.id, now.toISOString());
    await changes.insertChange(trx, {
      id: newId(),
      userId: member.id,
      oldEmail: member.email,
      newEmail: input.newEmail,
      verifyHash: hashToken(verifyToken),
      undoHash: hashToken(undoToken),
      createdAt: now.toISOString(),
      verifyExpiresAt: new Date(now.getTime() + VERIFY_TTL_MS).toISOString(),
      undoExpiresAt: new Date(now.getTime() + UNDO_TTL_MS).toISOString(),
    });
  });
  // The new address is greeted as the member, in their language: it is theirs once confirmed.
  const toNew = { ...member, email: input.newEmail };
  await sendAccountMail(deps, 'emailChangeVerify', toNew, { path: `/auth/email-change?token=${verifyToken}`, lifetimeMs: VERIFY_TTL_MS });
  const undo = { path: `/auth/email-change/undo?token=${undoToken}`, lifetimeMs: UNDO_TTL_MS };
  await sendAccountMail(deps, 'emailChangeNotice', member, undo, input.newEmail);
  return changeRequestedMessage(input.newEmail);
}

const invalid = (what: 'verify' | 'undo') =>
  new AppError(
    400,
    'invalid_token',
    'This link is invalid or has expired',
    { token: 'Invalid or expired link' },
    {
      key: what === 'verify' ? 'invalid_token.email_change' : 'invalid_token.email_change_undo',
    },
  );

/** The new address's link: the address changes now (and counts as verified: the link proves the mailbox). */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<string> {
  const now = deps.now().toISOString();
  const change = await changes.findByVerifyHash(deps.db, hashToken(token));
  if (!change || change.closedAt || change.verifyExpiresAt <= now) throw invalid('verify');
  if (change.verifiedAt) return change.newEmail;
  await deps.db.transaction().execute(async (trx) => {
    if (await repo.findCredentialsByEmail(trx, change.newEmail))
      throw new AppError(409, 'email_taken', 'This address now belongs to another account', undefined, { key: 'conflict.email_taken' });
    if (!(await changes.markVerified(trx, change.id, now))) throw invalid('verify');
    await trx
      .updateTable('user')
      .set({ email: change.newEmail, isVerified: true, updatedAt: now })
      .where('id', '=', change.userId)
      .execute();
  });
  await deps.sessions.forgetMember(change.userId);
  // Invitations waiting for the new address (workspace e-mail invites) reach the member now.
  await deps.accountEvents.verified(await loadMember(deps.db, change.userId));
  return change.newEmail;
}

/**
 * The old address's link. Before the change it cancels it; after, it gives the account its old
 * address back and signs it out everywhere: whoever changed it may have taken the account.
 */
export async function undoEmailChange(deps: EmailChangeDeps, token: string): Promise<'cancelled' | 'reverted'> {
  const now = deps.now().toISOString();
  const change = await changes.findByUndoHash(deps.db, hashToken(token));
  if (!change || change.closedAt || change.undoExpiresAt <= now) throw invalid('undo');
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (!(await changes.close(trx, change.id, now))) throw invalid('undo');
    if (!change.verifiedAt) return 'cancelled' as const;
    const holder = await repo.findCredentialsByEmail(trx, change.oldEmail);
    if (holder && holder.id !== change.userId)
      throw new AppError(409, 'email_taken', 'Your old address now belongs to another account', undefined, {
        key: 'conflict.old_email_taken',
      });
    await trx.updateTable('user').set({ email: change.oldEmail, updatedAt: now }).where('id', '=', change.userId).execute();
    await deleteSessionsOfUser(trx, change.userId);
    return 'reverted' as const;
  });
  await deps.sessions.forgetMember(change.userId);
  return outcome;
}

/** "Cancel" beside the pending address in Settings. */
export async function cancelEmailChange(deps: EmailChangeDeps, member: Member): Promise<void> {
  await changes.closeOpenChanges(deps.db, member.id, deps.now().toISOString());
}
