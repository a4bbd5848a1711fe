import { createHash } from 'node:crypto';
import type { PushPayload } from '@skilllink/contracts/web-push';
import webpush from 'web-push';
import type { DB } from '../../db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import { isAllowedEndpoint } from './push-endpoints.js';
import { vapidKeys } from './push-keys.js';
import * as devices from './push-devices.repository.js';

export interface PushTransport {
  db: DB;
  /** A mailto: or https: address push services can reach the operator at (RFC 8292). */
  vapidSubject: string;
  extraOrigins: readonly string[];
  now: () => Date;
}

/** A push not delivered within a day is dropped by the push service: stale by then. */
const TTL_SECONDS = 86_400;
/** A push service that has not answered by then is given up on (the next notification tries again). */
const SEND_TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** What the test push says, in the member's language. */
export const testPushText: Record<Language, { title: string; body: string }> = {
  en: { title: 'SkillLink', body: 'Push notifications work on this device.' },
  fr: { title: 'SkillLink', body: 'Les notifications push fonctionnent sur cet appareil.' },
};

/**
 * Pushes one payload to one subscription: web-push signs (VAPID) and encrypts (aes128gcm,
 * RFC 8291) it; fetch carries it, so the timeout and redirects are ours. A subscription the
 * push service says is gone (404, 410), or whose service is no longer allowed, is deleted.
 */
export async function pushTo(
  t: PushTransport,
  target: { id: string; endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  urgency: 'normal' | 'high',
): Promise<PushOutcome> {
  if (!isAllowedEndpoint(target.endpoint, t.extraOrigins)) {
    await devices.forgetEndpoint(t.db, target.id);
    return 'gone';
  }
  const keys = await vapidKeys(t.db);
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: t.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency,
      // A newer push with the same topic replaces one the device has not fetched yet.
      topic: createHash('sha256').update(payload.tag).digest('base64url').slice(0, 32),
    },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return 'failed';
  }
  if (status === 404 || status === 410) {
    await devices.forgetEndpoint(t.db, target.id);
    return 'gone';
  }
  if (status < 200 || status >= 300) return 'failed';
  await devices.markPushed(t.db, target.id, t.now().toISOString());
  return 'sent';
}

/** Pushes to every device of the member at once; how many took it and how many failed. */
export async function pushToMember(t: PushTransport, userId: string, payload: PushPayload, urgency: 'normal' | 'high') {
  const outcomes = await Promise.all((await devices.pushTargets(t.db, userId)).map((d) => pushTo(t, d, payload, urgency)));
  return { sent: outcomes.filter((o) => o === 'sent').length, failed: outcomes.filter((o) => o === 'failed').length };
}
