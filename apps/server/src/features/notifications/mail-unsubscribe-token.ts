import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { serverSecret } from '../../platform/server-secret.js';

/** How long a mail's unsubscribe link works. */
export const UNSUBSCRIBE_TTL_MS = 90 * 86_400_000;

const Payload = z.object({ u: z.string().min(1).max(64), t: z.array(NotificationPreferenceKey).min(1).max(6), e: z.number().int() });
export type UnsubscribeGrant = { userId: string; types: NotificationPreferenceKey[] };

// Signed rather than stored: a digest carries one link per kind plus the header's, and nothing
// has to be kept or pruned for them. The key is the deployment's own (server-secret.ts).
const sign = async (db: DB, payload: string) =>
  createHmac('sha256', await serverSecret(db, 'notification-unsubscribe'))
    .update(payload)
    .digest('base64url');

/** A token that turns off e-mails of `types` for the member until `now + UNSUBSCRIBE_TTL_MS`. */
export async function unsubscribeToken(db: DB, grant: UnsubscribeGrant, now: Date): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ u: grant.userId, t: grant.types, e: now.getTime() + UNSUBSCRIBE_TTL_MS })).toString(
    'base64url',
  );
  return `${payload}.${await sign(db, payload)}`;
}

/** What a token allows, or null when it is malformed, forged or expired. */
export async function readUnsubscribeToken(db: DB, token: unknown, now: Date): Promise<UnsubscribeGrant | null> {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await sign(db, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const p = Payload.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return p.e > now.getTime() ? { userId: p.u, types: p.t } : null;
  } catch {
    return null;
  }
}
