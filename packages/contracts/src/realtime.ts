import { z } from 'zod';
import { Message } from './messaging.js';
import { Notification } from './notifications.js';

// Zod-free, so the web app can import them without zod.
export { CLOSE_CODES, FRAME_BUDGET, MAX_FRAME_BYTES, REALTIME_PATH, TYPING_RELAY_MS, WATCH_MAX } from './constants.js';
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

/**
 * A message in one of the receiver's conversations was stored (sent by the other member, or by
 * the receiver on another device). `message` is as the receiver sees it.
 */
export const MessageCreatedEvent = z.object({
  id: z.number().int(),
  type: z.literal('message.created'),
  message: Message,
  /** The receiver's unread messages over all conversations, after this one. */
  unreadTotal: z.number().int(),
});

/** A message was edited or deleted by its author. */
export const MessageUpdatedEvent = z.object({ id: z.number().int(), type: z.literal('message.updated'), message: Message });

/**
 * Read or delivered pointers of a conversation moved: the other member's (receipts for the
 * receiver's messages) or the receiver's own (read on another device). Values as the receiver
 * sees them, like Conversation's fields.
 */
export const ConversationUpdatedEvent = z.object({
  id: z.number().int(),
  type: z.literal('conversation.updated'),
  conversationId: z.string(),
  /**
   * A project's chat (ADR 058): the member whose read pointer moved (`readSeq`, `deliveredSeq`
   * are theirs); it reaches the authors of the messages it covers. Absent otherwise.
   */
  memberId: z.string().optional(),
  readSeq: z.number().int(),
  deliveredSeq: z.number().int(),
  unreadCount: z.number().int(),
  unreadTotal: z.number().int(),
});

/** Every stored event. */
export const StoredEvent = z.discriminatedUnion('type', [
  NotificationCreatedEvent,
  MessageCreatedEvent,
  MessageUpdatedEvent,
  ConversationUpdatedEvent,
]);
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
  /** The other member of a conversation is typing (repeated while they type; hide after TYPING_SHOW_MS). */
  z.object({ type: z.literal('typing'), conversationId: z.string(), memberId: z.string() }),
  /** The receiver deleted this conversation (on another device): drop it from the list. */
  z.object({ type: z.literal('conversation.removed'), conversationId: z.string() }),
  /** Something in a project the receiver is on (or just left) changed: read it again. */
  z.object({ type: z.literal('workspace.changed'), projectId: z.string() }),
  /** One of the receiver's referrals changed state (joined, completed, held, declined) or earned points: read them again. */
  z.object({ type: z.literal('referrals.changed') }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

export const ServerEvent = z.union([StoredEvent, LiveEvent]);
export type ServerEvent = z.infer<typeof ServerEvent>;

/** `?since=` on connect: the highest stored event id the client has seen (absent on a first connect). */
export const RealtimeQuery = z.object({ since: z.coerce.number().int().min(0).optional() });

/**
 * Client → server frames, each at most MAX_FRAME_BYTES, within the socket's FRAME_BUDGET
 * (over it: dropped, then the socket is closed with CLOSE_CODES.tooManyFrames).
 * - `watch`: the members whose cards the tab shows (replacing the previous list); only the
 *   member's connections among them are watched, the other ids are ignored.
 * - `typing`: the member is typing in a conversation (at most every TYPING_REPEAT_MS); relayed
 *   to the other member at most once per TYPING_RELAY_MS, and only while they are connected.
 * - `delivered`: this device has received the conversation's messages UP TO the message whose
 *   `seq` is given (seq numbers a conversation's messages, so one frame acknowledges every
 *   earlier one, with one write). Send one per conversation for a batch (a catch-up, a list
 *   load), never one per message. Ignored unless the two members are connected. In a project's
 *   chat (ADR 058) typing goes to the rest of the team; delivered pointers move but reach nobody
 *   (read receipts, "read by N", are what a team sees).
 */
export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch'), ids: z.array(z.string().min(1).max(64)).max(WATCH_MAX) }),
  z.object({ type: z.literal('typing'), conversationId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('delivered'), conversationId: z.string().min(1).max(64), seq: z.number().int().min(1) }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;
