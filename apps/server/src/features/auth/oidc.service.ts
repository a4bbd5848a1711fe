import type { OidcError } from '@skilllink/contracts/oidc';
import { NAME_MAX } from '@skilllink/contracts/constants';
import type { OidcProvider } from '../../db/schema-oidc.js';
import type { NewAccount } from '../../platform/account-events.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import type { Member } from '../../platform/auth/member.js';
import { hasPassword, NO_PASSWORD } from '../../platform/auth/password.js';
import type { MailLanguage } from './auth.mail.js';
import { insertUser } from './auth.repository.js';
import { loadMember, type AuthDeps } from './auth.service.js';
import type { OidcClient } from './oidc.client.js';
import { OIDC_TTL_MS } from './oidc-cookie.js';
import * as repo from './oidc.repository.js';

export type OidcDeps = Pick<AuthDeps, 'db' | 'sessions' | 'accountEvents'> & { now: () => Date };

/** What a callback comes to: a member to sign in, an identity waiting for the password, or a refusal. */
export type CallbackOutcome =
  { kind: 'sign_in'; member: Member } | { kind: 'link_pending'; token: string } | { kind: 'refused'; error: OidcError };

const expiry = (now: Date) => new Date(now.getTime() + OIDC_TTL_MS).toISOString();

/** Starts a sign-in: the checks stay on the server, keyed by the hash of the cookie's token. */
export async function startSignIn(deps: OidcDeps, client: OidcClient): Promise<{ url: URL; token: string }> {
  const { url, checks } = await client.start();
  const token = newToken();
  const now = deps.now();
  await repo.deleteExpiredAttempts(deps.db, now.toISOString());
  await repo.insertAttempt(deps.db, {
    tokenHash: hashToken(token),
    provider: client.provider,
    ...checks,
    subject: null,
    email: null,
    expiresAt: expiry(now),
  });
  return { url, token };
}

/**
 * The provider's redirect back. Only a known identity signs in. An unknown one with a verified
 * address nobody uses becomes a new, verified account; an address an account already uses is
 * never enough to sign in to it (that would hand the account to whoever controls the address at
 * the provider): the identity waits, bound to this browser, for the account's password.
 */
export async function finishCallback(
  deps: OidcDeps,
  client: OidcClient,
  token: string | undefined,
  query: string,
  language: MailLanguage,
  arrival: Pick<NewAccount, 'ref' | 'ip' | 'userAgent'> = { ref: undefined, ip: '', userAgent: undefined },
): Promise<CallbackOutcome> {
  const now = deps.now();
  const attempt = token ? await repo.takeAttempt(deps.db, hashToken(token), now.toISOString()) : undefined;
  if (!attempt || attempt.provider !== client.provider || attempt.subject !== null) return { kind: 'refused', error: 'failed' };
  const claims = await client.finish(query, attempt).catch(() => null);
  if (!claims) return { kind: 'refused', error: 'failed' };
  const linked = await repo.findIdentity(deps.db, client.provider, claims.subject);
  if (linked) return { kind: 'sign_in', member: await loadMember(deps.db, linked.userId) };
  if (!claims.email || !claims.emailVerified) return { kind: 'refused', error: 'email_unverified' };
  const existing = await repo.findAccountByEmail(deps.db, claims.email);
  if (existing) {
    const pending = newToken();
    await repo.insertAttempt(deps.db, {
      ...attempt,
      tokenHash: hashToken(pending),
      subject: claims.subject,
      email: claims.email,
      expiresAt: expiry(now),
    });
    return { kind: 'link_pending', token: pending };
  }
  const id = newId();
  await insertUser(deps.db, {
    id,
    email: claims.email,
    passwordHash: NO_PASSWORD,
    firstName: (claims.givenName || claims.email.split('@')[0]!).slice(0, NAME_MAX),
    lastName: claims.familyName.slice(0, NAME_MAX),
    title: '',
    isVerified: true,
    language,
    now: now.toISOString(),
  });
  await repo.linkIdentity(deps.db, {
    provider: client.provider,
    subject: claims.subject,
    userId: id,
    email: claims.email,
    linkedAt: now.toISOString(),
  });
  const member = await loadMember(deps.db, id);
  await deps.accountEvents.created({ id, email: member.email, firstName: member.firstName, lastName: member.lastName, ...arrival });
  await deps.accountEvents.verified(member);
  return { kind: 'sign_in', member };
}

/**
 * After a password sign-in: links the identity this browser brought back from the provider, when
 * it was for this very account's verified address. Answers the provider linked, if any.
 */
export async function linkAfterPassword(
  deps: Pick<OidcDeps, 'db' | 'now'>,
  token: string | undefined,
  member: Member,
): Promise<OidcProvider | undefined> {
  const now = deps.now();
  const pending = token ? await repo.takePendingLink(deps.db, hashToken(token), now.toISOString()) : undefined;
  if (!pending?.subject || !pending.email || !member.isVerified || pending.email !== member.email) return undefined;
  // The identity may have been linked elsewhere meanwhile (another browser): the first link stands.
  if (await repo.findIdentity(deps.db, pending.provider, pending.subject)) return undefined;
  const linkedAt = now.toISOString();
  await repo.linkIdentity(deps.db, {
    provider: pending.provider,
    subject: pending.subject,
    userId: member.id,
    email: pending.email,
    linkedAt,
  });
  return pending.provider;
}

export async function identities(deps: OidcDeps, member: Member) {
  const rows = await repo.identitiesOf(deps.db, member.id);
  const account = await repo.findAccountByEmail(deps.db, member.email);
  return {
    identities: rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: new Date(r.linkedAt).toISOString() })),
    hasPassword: account ? hasPassword(account.passwordHash) : false,
  };
}

/** Unlinks a provider, only while the account keeps a way in: its password. */
export async function unlink(deps: OidcDeps, member: Member, provider: OidcProvider): Promise<void> {
  const account = await repo.findAccountByEmail(deps.db, member.email);
  if (!account || !hasPassword(account.passwordHash)) {
    const message = 'Set a password first (use “Forgot password?” on the sign-in page): without it you could no longer sign in';
    throw new AppError(409, 'password_not_set', message, undefined, { key: 'password_not_set.unlink' });
  }
  if (!(await repo.unlinkIdentity(deps.db, member.id, provider)))
    throw new AppError(404, 'not_found', 'This provider is not linked to your account', undefined, { key: 'not_found.identity' });
}
