import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { serverSecret } from '../../platform/server-secret.js';

// The "never invite me again" link of an invitation and of each of its reminders: the
// invitation's id signed with a deployment secret, so that every mail about one invitation
// carries a working link and no token has to be stored (or re-issued) per mail.

const SECRET = 'referral-decline';

const sign = (secret: Buffer, id: string) => createHmac('sha256', secret).update(id).digest('base64url').slice(0, 32);

export async function declineToken(db: DB, referralId: string): Promise<string> {
  return `${referralId}.${sign(await serverSecret(db, SECRET), referralId)}`;
}

/** The invitation a token names, or undefined when it was not signed here. */
export async function referralOfToken(db: DB, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const dot = token.lastIndexOf('.');
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(await serverSecret(db, SECRET), id));
  return dot > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
