import { hash } from '@node-rs/argon2';
import type { RegisterRequest } from '@skilllink/contracts/auth';
import type { DB } from '../../db/database.js';
import type { AuthTokenKind } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import { rowToMember, type Member } from '../../platform/auth/member.js';
import type { Sessions } from '../../platform/auth/session.js';
import { deleteSessionsOfUser } from '../../platform/auth/session.repository.js';
import type { AccountEvents, NewAccount } from '../../platform/account-events.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MailLanguage } from './auth.mail.js';
import * as repo from './auth.repository.js';
import { sendAccountMail } from './send-account-mail.js';

const HOUR = 3_600_000;
const RESET_TTL_MS = HOUR;
const VERIFY_TTL_MS = 48 * HOUR;

export interface AuthDeps {
  db: DB;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  /** Told when an address is verified (other areas act on it). */
  accountEvents: AccountEvents;
}

/** argon2id with the library's defaults (m=19 MiB, t=2), the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

export async function loadMember(db: DB, id: string): Promise<Member> {
  const row = await repo.findUserById(db, id);
  if (!row) throw new AppError(404, 'not_found', 'Account not found', undefined, { key: 'not_found.account' });
  return rowToMember(row);
}

export async function issueToken(db: DB, userId: string, kind: AuthTokenKind, ttl: number, now = new Date()) {
  const token = newToken();
  await repo.retireAuthTokens(db, userId, kind, now.toISOString());
  await repo.insertAuthToken(db, {
    id: newId(),
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl).toISOString(),
    now: now.toISOString(),
  });
  return token;
}

async function sendVerification(deps: AuthDeps, member: Pick<Member, 'id' | 'email' | 'firstName' | 'language'>): Promise<void> {
  const token = await issueToken(deps.db, member.id, 'email_verification', VERIFY_TTL_MS);
  await sendAccountMail(deps, 'verify', member, { path: `/auth/verify-email?token=${token}`, lifetimeMs: VERIFY_TTL_MS });
}

/** What registration answers, whether the address was new or already had an account. */
export const REGISTERED_MESSAGE = 'Check your e-mail: we sent you a link to finish creating your account.';

/** Tells the owner of a taken address that someone tried to register with it (instead of telling the visitor). */
async function sendAddressTaken(deps: AuthDeps, userId: string): Promise<void> {
  const owner = await loadMember(deps.db, userId);
  await sendAccountMail(deps, 'taken', owner, { path: '/auth/login', lifetimeMs: VERIFY_TTL_MS });
}

/**
 * Creates an unverified account and e-mails its verification link. A taken address is not
 * revealed (ADR 031): its owner is e-mailed instead, and the caller answers exactly as for a
 * new address — same status, body and work (the password is hashed either way). Nobody is
 * signed in: the member signs in once they have the e-mail. `language` is what the browser
 * asks for (Accept-Language): the first mail is written in it.
 */
export async function register(
  deps: AuthDeps,
  input: RegisterRequest,
  language: MailLanguage = 'en',
  arrival: Pick<NewAccount, 'ref' | 'ip' | 'userAgent'> = { ref: input.ref, ip: '', userAgent: undefined },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const taken = await repo.findCredentialsByEmail(deps.db, input.email);
  if (taken) return sendAddressTaken(deps, taken.id);
  const id = newId();
  try {
    await repo.insertUser(deps.db, {
      id,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      title: '',
      isVerified: false,
      language,
      now: new Date().toISOString(),
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    const winner = await repo.findCredentialsByEmail(deps.db, input.email);
    if (winner) return sendAddressTaken(deps, winner.id);
    throw err;
  }
  await sendVerification(deps, await loadMember(deps.db, id));
  // Other areas learn of the new account (a referral is attributed) after it is stored and mailed.
  await deps.accountEvents.created({ id, email: input.email, firstName: input.firstName, lastName: input.lastName, ...arrival });
}

/** Always succeeds from the caller's point of view: the answer never says whether the account exists. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const found = await repo.findCredentialsByEmail(deps.db, email);
  if (!found) return;
  const member = await loadMember(deps.db, found.id);
  const token = await issueToken(deps.db, member.id, 'password_reset', RESET_TTL_MS);
  await sendAccountMail(deps, 'reset', member, { path: `/auth/reset-password?token=${token}`, lifetimeMs: RESET_TTL_MS });
}

const LINK_KEYS = { reset: 'invalid_token.reset', verification: 'invalid_token.verification', 'sign-in': 'invalid_token.sign_in' } as const;

export const invalidLink = (what: keyof typeof LINK_KEYS) =>
  new AppError(
    400,
    'invalid_token',
    `This ${what} link is invalid or has expired. Please request a new one`,
    { token: 'Invalid or expired link' },
    { key: LINK_KEYS[what] },
  );

/** Throws the invalid-link error when a reset link was used, replaced or has expired. */
export async function checkResetLink(db: DB, token: string): Promise<void> {
  if (!(await repo.isLiveAuthToken(db, hashToken(token), 'password_reset', new Date().toISOString()))) throw invalidLink('reset');
}

/** Sets the new password, uses up the link and signs the member out everywhere. */
export async function resetPassword({ db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const used = await repo.consumeAuthToken(trx, hashToken(token), 'password_reset', new Date().toISOString());
    if (!used) throw invalidLink('reset');
    await repo.updateUser(trx, used.userId, { passwordHash });
    await deleteSessionsOfUser(trx, used.userId);
    return used.userId;
  });
  await sessions.forgetMember(userId);
}

export async function verifyEmail(
  { db, sessions, accountEvents }: Pick<AuthDeps, 'db' | 'sessions' | 'accountEvents'>,
  token: string,
): Promise<Member> {
  const used = await repo.consumeAuthToken(db, hashToken(token), 'email_verification', new Date().toISOString());
  if (!used) {
    // The same link opened again (a second tap, another device) after it worked: the address
    // is verified, and saying "invalid or expired" would only alarm the member.
    const owner = await repo.findAuthTokenOwner(db, hashToken(token), 'email_verification');
    const member = owner ? await loadMember(db, owner.userId) : null;
    if (member?.isVerified) return member;
    throw invalidLink('verification');
  }
  await repo.updateUser(db, used.userId, { isVerified: true });
  await sessions.forgetMember(used.userId);
  const member = await loadMember(db, used.userId);
  await accountEvents.verified(member);
  return member;
}

export async function resendVerification(deps: AuthDeps, member: Member): Promise<string> {
  if (member.isVerified) return 'Your e-mail address is already verified';
  await sendVerification(deps, member);
  return `We sent a new verification link to ${member.email}`;
}

export async function updatePreferences(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  member: Member,
  changes: { theme?: string; language?: string },
): Promise<Member> {
  await repo.updateUser(db, member.id, changes);
  await sessions.forgetMember(member.id);
  return loadMember(db, member.id);
}
