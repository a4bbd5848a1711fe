import { z } from 'zod';
import type { NotificationPreferenceKey } from './notifications.js';

/**
 * Settings → Notifications (issue 25 §4, ADR 065): per kind of notification, in the app and by
 * e-mail and by push; how often the e-mail digest goes out; quiet hours, in the member's time
 * zone, during which no e-mail is sent (what waits goes out when they end) and no push at all.
 */

const channel = (label: string) => z.boolean(`${label} must be true or false`);

/**
 * One kind's channels. E-mail and push tell about notifications the app keeps, so they need
 * inApp on. Push reaches the devices the member turned it on in (web-push.ts).
 */
export const NotificationChannels = z.strictObject({ inApp: channel('In-app'), email: channel('E-mail'), push: channel('Push') });
export type NotificationChannels = z.infer<typeof NotificationChannels>;

/** Kinds that are not mailed at once (all but messages and applications) wait for this digest. */
export const EmailDigest = z.enum(['daily', 'weekly', 'off'], 'Digest must be daily, weekly or off');
export type EmailDigest = z.infer<typeof EmailDigest>;

/** The local hour digests go out (weekly ones on Mondays). */
export const DIGEST_LOCAL_HOUR = 8;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be HH:MM (00:00 to 23:59)');

/** From start to end (across midnight when end is earlier), in the member's time zone. */
export const QuietHours = z
  .strictObject({ start: clock, end: clock })
  .refine((q) => q.start !== q.end, 'Quiet hours must start and end at different times');
export type QuietHours = z.infer<typeof QuietHours>;

export const NotificationSettings = z.object({
  types: z.strictObject({
    connection_request: NotificationChannels,
    connection_accepted: NotificationChannels,
    messages: NotificationChannels,
    profile_view: NotificationChannels,
    achievement: NotificationChannels,
    other: NotificationChannels,
  } satisfies Record<NotificationPreferenceKey, typeof NotificationChannels>),
  emailDigest: EmailDigest,
  quietHours: QuietHours.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
