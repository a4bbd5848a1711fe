import { hash } from '@node-rs/argon2';
import { verifyPassword } from '../../platform/auth/password.js';
import type { LoginRequest } from '@skilllink/contracts/auth';
import { AppError } from '../../platform/errors.js';
import { hashToken } from '../../platform/ids.js';
import type { Member } from '../../platform/auth/member.js';
import type { LoginThrottle } from '../../platform/login-throttle.js';
import { invalidLink, issueToken, loadMember, type AuthDeps } from './auth.service.js';
import * as repo from './auth.repository.js';
import { sendAccountMail } from './send-account-mail.js';
import { recordSignIn, type Client } from './sign-in-history.js';

/** A sign-in link works once, for 15 minutes; a newer one retires it (ADR 030). */
const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

export interface SignInDeps extends AuthDeps {
  throttle: LoginThrottle;
  /** The clock of the throttle and of link lifetimes; tests pass their own. */
  now: () => Date;
  /** Served over https: cookies set at sign-in get Secure and the __Host- prefix. */
  secureCookies: boolean;
}

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const decoyHash = hash('decoy-password-for-timing');

/** "1 second", "40 seconds", "15 minutes": how long a throttled sign-in waits. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 that carries its wait, so the route can send Retry-After. */
export class RetryLater extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again`, undefined, {
      key: 'rate_limited.sign_in',
      params: { seconds: retryAfterSeconds },
    });
  }
}

/**
 * Password sign-in behind the throttle: while the account, the address or the pair must wait,
 * the password is not even checked. The e-mail is the account key whether or not it belongs to
 * a member, so the throttle says nothing about which addresses exist.
 */
export async function login(deps: SignInDeps, input: Pick<LoginRequest, 'email' | 'password'>, client: Client): Promise<Member> {
  const gate = await deps.throttle.attempt(client.ip, input.email);
  if (!gate.ok) throw new RetryLater(Math.max(1, Math.ceil(gate.waitMs / 1000)));
  const found = await repo.findCredentialsByEmail(deps.db, input.email);
  // An account made through Google or LinkedIn has no password (ADR 064): no password matches it.
  const ok = await verifyPassword(found?.passwordHash ?? (await decoyHash), input.password);
  // The owner sees wrong passwords in their history; the throttle bounds how many a day.
  if (found && !ok) await recordSignIn(deps.db, found.id, client, 'password', 'wrong_password', deps.now());
  if (!found || !ok) throw new AppError(401, 'invalid_credentials', 'Invalid e-mail or password');
  await deps.throttle.succeeded(client.ip, input.email);
  return loadMember(deps.db, found.id);
}

/** Always succeeds from the caller's point of view: the answer never says whether the account exists. */
export async function requestSignInLink(deps: SignInDeps, email: string): Promise<void> {
  const found = await repo.findCredentialsByEmail(deps.db, email);
  if (!found) return;
  const member = await loadMember(deps.db, found.id);
  const token = await issueToken(deps.db, member.id, 'sign_in_link', SIGN_IN_LINK_TTL_MS, deps.now());
  await sendAccountMail(deps, 'signInLink', member, { path: `/auth/sign-in-link?token=${token}`, lifetimeMs: SIGN_IN_LINK_TTL_MS });
}

/**
 * Uses up a sign-in link. It works while password attempts on the account are throttled (that
 * is its purpose), and it clears the account's misses. Opening it proves the mailbox is the
 * member's, so it also verifies the address.
 */
export async function signInWithLink(deps: SignInDeps, token: string, client: Client): Promise<Member> {
  const used = await repo.consumeAuthToken(deps.db, hashToken(token), 'sign_in_link', deps.now().toISOString());
  if (!used) throw invalidLink('sign-in');
  const member = await loadMember(deps.db, used.userId);
  if (!member.isVerified) {
    await repo.updateUser(deps.db, member.id, { isVerified: true });
    await deps.sessions.forgetMember(member.id);
    await deps.accountEvents.verified(member);
  }
  await deps.throttle.succeeded(client.ip, member.email);
  return member.isVerified ? member : loadMember(deps.db, member.id);
}
