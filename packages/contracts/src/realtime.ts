import { z } from 'zod';
import { Notification } from './notifications.js';

// Zod-free, so the web app can import them without zod.
export { CLOSE_CODES, REALTIME_PATH, WATCH_MAX } from './constants.js';
import { WATCH_MAX } from './constants.js';

/**
 * The realtime channel: one WebSocket per tab at `/api/realtime?since=<last event id>`.
 *
 * Two kinds of server → client events:
 * - **stored** events carry an `id` (a counter per installation, growing): they are kept on
 *   the server for RETAIN_DAYS, so a client that reconnects with `since` receives every one it
 *   missed, once, in order. The client remembers the highest id it has seen.
 * - **live** events (no id) describe the present — presence, "your network changed" — and are
 *   not replayed: after a reconnect the client refetches what they would have told it.
 */
export const REALTIME_RETAIN_DAYS = 7;

export const NotificationCreatedEvent = z.object({
  id: z.number().int(),
  type: z.literal('notification.created'),
  notification: Notification,
  /** The member's unread notifications with this one, for the bell. */
  unreadCount: z.number().int(),
});

/** Every stored event; messaging adds its own here. */
export const StoredEvent = z.discriminatedUnion('type', [NotificationCreatedEvent]);
export type StoredEvent = z.infer<typeof StoredEvent>;
export type StoredEventType = StoredEvent['type'];

export const LiveEvent = z.discriminatedUnion('type', [
  /** First frame after connecting: the id to resume from next time; `resync` when `since` was too old to replay. */
  z.object({ type: z.literal('hello'), lastEventId: z.number().int(), resync: z.boolean() }),
  /** A member the receiver may see on a card went online or offline (any device, any server process). */
  z.object({ type: z.literal('presence'), memberId: z.string(), online: z.boolean() }),
  /** A request, connection or follow involving the receiver changed (sent, accepted, declined, withdrawn, removed). */
  z.object({ type: z.literal('network.changed'), personId: z.string() }),
  /** The receiver's notifications were read or deleted (in another tab or device). */
  z.object({ type: z.literal('notifications.changed'), unreadCount: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

export const ServerEvent = z.union([StoredEvent, LiveEvent]);
export type ServerEvent = z.infer<typeof ServerEvent>;

/** `?since=` on connect: the highest stored event id the client has seen (absent on a first connect). */
export const RealtimeQuery = z.object({ since: z.coerce.number().int().min(0).optional() });

/**
 * Client → server frames. `watch`: the members whose cards the tab shows (replacing the
 * previous list), so their presence reaches it even when they are not connections.
 */
export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch'), ids: z.array(z.string().min(1).max(64)).max(WATCH_MAX) }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;
