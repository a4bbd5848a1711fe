import { z } from 'zod';

/**
 * Web Push (issue 25 §4, ADR 066): a browser the member turned push on in, and the server's
 * VAPID key the browser needs to subscribe. A subscription belongs to the session it was made
 * in: signing that device out stops its pushes.
 */

/** The server's VAPID public key (uncompressed P-256 point, base64url), for `pushManager.subscribe`. */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

const base64url = (label: string, bytes: number) =>
  z
    .string(`${label} is required`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`)
    // Unpadded base64url of n bytes is ceil(4n / 3) characters (no Buffer: this also runs in browsers).
    .refine((v) => v.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), `${label} must be ${bytes} bytes`);

/** A push service's address: https, at most this long (every known service's fit in 512). */
export const PUSH_ENDPOINT_MAX = 1024;

/** What `PushSubscription.toJSON()` gives, as the browser sends it. */
export const PushSubscriptionInput = z.object({
  endpoint: z.url('Endpoint must be a URL').max(PUSH_ENDPOINT_MAX, `Endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url('p256dh', 65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url('auth', 16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** Push subscriptions a member may hold at once; a new one beyond replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

export const PushDevice = z.object({
  id: z.string(),
  /** "Chrome 131 · Android 14" from the browser's user agent (names only: no words to translate); "" when unknown. */
  device: z.string(),
  /** The browser compares it with its own subscription to mark "this device". */
  endpoint: z.string(),
  createdAt: z.string(),
  lastPushedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const PushDevicesResponse = z.object({ devices: z.array(PushDevice) });
export type PushDevicesResponse = z.infer<typeof PushDevicesResponse>;

export const PushDeviceParams = z.object({ id: z.string().min(1).max(64) });

/** A test push: how many of the member's devices the push services accepted it for. */
export const PushTestResponse = z.object({ sent: z.number().int(), failed: z.number().int() });
export type PushTestResponse = z.infer<typeof PushTestResponse>;

/** What the service worker receives (encrypted end to end, in the reader's language). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path in the app, opened when the notification is clicked. */
  url: z.string(),
  /** Same tag: the newer notification replaces the older (a renewed unread-messages count). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
