import { createHmac, timingSafeEqual } from 'node:crypto';
import { NewsletterSubscribeRequest } from '@skilllink/contracts/newsletter';
import type { DB } from '../../db/database.js';
import { asLanguage, type Language } from '../../platform/i18n/language.js';
import { hashToken, newId, newToken } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { serverSecret } from '../../platform/server-secret.js';
import { parseForm } from './form-errors.js';
import * as repo from './newsletter.repository.js';
import { newsletterTexts } from './newsletter.texts.js';

export interface NewsletterDeps {
  db: DB;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * DAY_MS;
/** Newsletter mails (confirmations, "already subscribed") to one address per UTC day; more are dropped silently. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
/** What newToken() makes: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/confirm?token=${token}`;

// The unsubscribe key is signed rather than stored, as the notification mails' (ADR 065): one per
// subscriber, for as long as the row lives, with nothing to keep or prune. The key is the deployment's own.
const sign = async (db: DB, id: string) =>
  createHmac('sha256', await serverSecret(db, 'newsletter-unsubscribe'))
    .update(id)
    .digest('base64url');

/** The subscriber's unsubscribe page (and RFC 8058 one-click POST target), for every newsletter mail. */
export async function unsubscribeUrl(deps: Pick<NewsletterDeps, 'db' | 'publicUrl'>, subscriberId: string): Promise<string> {
  return `${deps.publicUrl}/newsletter/unsubscribe?token=${subscriberId}.${await sign(deps.db, subscriberId)}`;
}

/** The subscriber a signed unsubscribe token names, or null when it is malformed or forged. */
async function subscriberOfToken(db: DB, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await sign(db, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * Asks for the newsletter at `email` (already normalised by the contract). The caller learns
 * nothing either way: a new, pending or unsubscribed address gets a fresh confirmation link (the
 * previous one stops working), a confirmed one a short "you already receive it" with its
 * unsubscribe link, and past MAILS_PER_ADDRESS_PER_DAY nothing at all. Also what a no-script
 * form post calls.
 */
export async function subscribe(deps: NewsletterDeps, input: { email: string; language: Language }): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  const row = await repo.findOrCreateSubscriber(deps.db, { id: newId(), email: input.email, language: input.language, at });
  if (!(await repo.takeMailPlace(deps.db, row.id, at.slice(0, 10), MAILS_PER_ADDRESS_PER_DAY))) return;
  if (row.status === 'confirmed') {
    // In the subscriber's own language: whoever typed the address may not be its owner.
    const t = newsletterTexts(asLanguage(row.language)).alreadyMail;
    await deps.mailer.send({
      to: row.email,
      subject: t.subject,
      paragraphs: t.paragraphs,
      action: { label: t.action, url: `${deps.publicUrl}/news` },
      unsubscribe: { label: t.unsubscribe, url: await unsubscribeUrl(deps, row.id) },
      linkLifetimeMs: CONFIRM_TTL_MS,
    });
    return;
  }
  const token = newToken();
  await repo.setPending(deps.db, row.id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    language: input.language,
  });
  const t = newsletterTexts(input.language).confirmMail;
  await deps.mailer.send({
    to: row.email,
    subject: t.subject,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: confirmUrl(deps.publicUrl, token) },
    linkLifetimeMs: CONFIRM_TTL_MS,
  });
}

/**
 * A form's body (the API's JSON, or a no-script form post: `email`, and `language` or `lang`)
 * checked with the API's contract, then subscribed. A bad body throws the API's 400, worded in
 * `reader` (the reader's language), which is also the mails' language when the form names none.
 */
export async function subscribeFromForm(deps: NewsletterDeps, body: unknown, reader: Language): Promise<void> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { lang, ...rest } = fields;
  const input = parseForm(NewsletterSubscribeRequest, { ...rest, language: rest.language ?? lang }, reader);
  await subscribe(deps, { email: input.email, language: input.language ?? reader });
}

/** What a confirmation link is worth now, and the language of the page that says so. */
export type LinkState = { state: 'valid' | 'expired' | 'invalid'; language: Language | null };

async function confirmLink(deps: Pick<NewsletterDeps, 'db' | 'now'>, token: unknown) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { state: 'invalid' as const, row: undefined, hash: '' };
  const hash = hashToken(token);
  const row = await repo.findByConfirmToken(deps.db, hash);
  if (!row) return { state: 'invalid' as const, row, hash };
  const expired = !row.confirmExpiresAt || row.confirmExpiresAt <= deps.now().toISOString();
  return { state: expired ? ('expired' as const) : ('valid' as const), row, hash };
}

/** Looks at a confirmation link without using it (GET: a mail scanner opening it confirms nothing). */
export async function checkConfirmation(deps: Pick<NewsletterDeps, 'db' | 'now'>, token: unknown): Promise<LinkState> {
  const { state, row } = await confirmLink(deps, token);
  return { state, language: row ? asLanguage(row.language) : null };
}

/** Uses a confirmation link once; an expired or used one changes nothing. */
export async function confirm(deps: Pick<NewsletterDeps, 'db' | 'now'>, token: unknown): Promise<LinkState> {
  const { state, row, hash } = await confirmLink(deps, token);
  if (state !== 'valid' || !row) return { state, language: row ? asLanguage(row.language) : null };
  const used = await repo.confirmSubscriber(deps.db, row.id, hash, deps.now().toISOString());
  return { state: used ? 'valid' : 'invalid', language: asLanguage(row.language) };
}

/** The subscriber's language when the unsubscribe token is good (and, with `act`, unsubscribes them); null otherwise. */
export async function unsubscribe(deps: Pick<NewsletterDeps, 'db' | 'now'>, token: unknown, act: boolean): Promise<Language | null> {
  const id = await subscriberOfToken(deps.db, token);
  const row = id ? await repo.findSubscriber(deps.db, id) : undefined;
  if (!row) return null;
  if (act) await repo.unsubscribeSubscriber(deps.db, row.id, deps.now().toISOString());
  return asLanguage(row.language);
}
