import { z } from 'zod';
import { cursorQuery } from './common.js';
import { MESSAGE_MAX, type MESSAGING_ERRORS, MESSAGING_TEXTS } from './constants.js';
import { APPLICATION_STATUSES, LISTING_KINDS } from './job-constants.js';
import { ATTACHMENTS_PER_MESSAGE, MessageAttachment } from './message-attachments.js';

// Plain values live in the zod-free constants entry, so the web app can use them without zod.
export {
  MESSAGE_COUNTER_FROM,
  MESSAGE_GROUP_GAP_MS,
  MESSAGE_MAX,
  MESSAGE_RATE,
  MESSAGING_ERRORS,
  MESSAGING_TEXTS,
  TYPING_REPEAT_MS,
  TYPING_SHOW_MS,
} from './constants.js';

/**
 * Private messaging between connections (ADR 014).
 *
 * A conversation has exactly two members. Each message has a `seq`, growing by one per
 * conversation, so "delivered" and "read" are one pointer per member (the highest seq their
 * devices received / they opened), not a row per message. A message's `status` for its author:
 * `read` when seq ≤ the other member's read pointer, else `delivered` when ≤ their delivered
 * pointer, else `sent` (stored).
 */

export const MessageStatus = z.enum(['sent', 'delivered', 'read']);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const Message = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3… within the conversation: the order, and what receipts point at. */
  seq: z.number().int(),
  senderId: z.string(),
  /** The id the author's client gave it before sending (a retried send is stored once). */
  clientId: z.string(),
  /** '' once deleted. Plain text: clients render it as text, never as HTML. */
  content: z.string(),
  type: z.literal('text'),
  /** Files sent with it (issue 28 §5); empty for most messages and once deleted. */
  attachments: z.array(MessageAttachment),
  createdAt: z.string(),
  /** When the author last edited it; null if never. */
  editedAt: z.string().nullable(),
  /** Deleted by its author: both members see "message deleted" in its place. */
  deleted: z.boolean(),
  /** For the author's own messages (see above); incoming messages are always `read` or `delivered` to their reader. */
  status: MessageStatus,
  /** For the reader: whether this message is at or below their read pointer (own messages: true). */
  isRead: z.boolean(),
});
export type Message = z.infer<typeof Message>;

/** A conversation member as the list and chat header show them. */
export const ConversationPerson = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  /** Live: an open realtime connection on any server process; false once the two are no longer connections. */
  isOnline: z.boolean(),
  /** True for a member who deleted their account (ADR 062): shown as "Deleted member", names blank. */
  deleted: z.boolean().optional(),
});
export type ConversationPerson = z.infer<typeof ConversationPerson>;

/**
 * What a conversation about a job application (or a project proposal) is about (ADR 054): the
 * applicant and one of the listing's managers, connected or not. It closes when the
 * application ends (accepted, rejected, awarded, withdrawn) or the listing is gone: history
 * stays readable and sending is refused (`conversation_closed`).
 */
export const ConversationAbout = z.object({
  applicationId: z.string(),
  /** The listing's title, its company's name (null when posted by a person) and kind; null once it is gone. */
  listing: z.object({ title: z.string(), company: z.string().nullable(), kind: z.enum(LISTING_KINDS) }).nullable(),
  /** The application's status; null once it is gone. */
  status: z.enum(APPLICATION_STATUSES).nullable(),
  /** No more messages: the application ended, the listing is gone, or I no longer manage the listing. */
  closed: z.boolean(),
});
export type ConversationAbout = z.infer<typeof ConversationAbout>;

/**
 * The workspace project whose team chat a conversation is (ADR 058): its members are the
 * project's team (accepted; viewers included), each joining and leaving with the team.
 */
export const ConversationProject = z.object({
  id: z.string(),
  title: z.string(),
  /** An archived project's chat is read-only. */
  archived: z.boolean(),
});
export type ConversationProject = z.infer<typeof ConversationProject>;

/** Another member's read pointer in a project's conversation: my messages with seq ≤ it are read by them. */
export const MemberRead = z.object({ memberId: z.string(), readSeq: z.number().int() });
export type MemberRead = z.infer<typeof MemberRead>;

export const Conversation = z.object({
  id: z.string(),
  /** Null for a conversation between connections. */
  about: ConversationAbout.nullable(),
  /** Set for a project's team chat (ADR 058); null for a conversation of two. */
  project: ConversationProject.nullable(),
  /**
   * The other member first, then the signed-in member. In a project's chat: every other member
   * of the team (by name), then me.
   */
  participants: z.array(ConversationPerson),
  /** A project's chat: each other member's read pointer ("read by N"); empty for a conversation of two. */
  reads: z.array(MemberRead),
  /** The latest message I can see (null for a new, empty conversation). */
  lastMessage: Message.nullable(),
  /** Messages from the other member above my read pointer. */
  unreadCount: z.number().int(),
  /** The last activity (latest message, else creation): the list is ordered by it, newest first. */
  updatedAt: z.string(),
  createdAt: z.string(),
  /** The other member's read pointer: my messages with seq ≤ it are read (a project's chat: read by everyone else). */
  readSeq: z.number().int(),
  /** The other member's delivered pointer (a project's chat: the lowest of the others'). */
  deliveredSeq: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const CONVERSATIONS_PAGE_DEFAULT = 20;
export const CONVERSATIONS_PAGE_MAX = 50;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;

/** GET /conversations: newest activity first; `q` matches the other member's name (and title). */
export const ConversationsQuery = cursorQuery(CONVERSATIONS_PAGE_DEFAULT, CONVERSATIONS_PAGE_MAX).extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export type ConversationsQuery = z.input<typeof ConversationsQuery>;

export const ConversationsPage = z.object({
  items: z.array(Conversation),
  nextCursor: z.string().nullable(),
  /** Unread messages over all my conversations (the tab title and the messages notification). */
  unreadTotal: z.number().int(),
});
export type ConversationsPage = z.infer<typeof ConversationsPage>;

/** POST /conversations — start (or reopen) a conversation with a connection: 201 created, 200 existing. */
export const StartConversation = z.object({
  personId: z.string().trim().min(1, 'Choose a connection to message').max(64),
});
export type StartConversation = z.input<typeof StartConversation>;

export const ConversationResponse = z.object({ conversation: Conversation });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

export const ConversationParams = z.object({ id: z.string().trim().min(1).max(64) });
/** GET /workspace/projects/:projectId/conversation: the project's team chat (created on first open). */
export const ProjectConversationParams = z.object({ projectId: z.string().trim().min(1).max(64) });
/** POST /applications/:applicationId/conversation: open (or create) the conversation about an application. */
export const ApplicationConversationParams = z.object({ applicationId: z.string().trim().min(1).max(64) });
export const MessageParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * GET /conversations/:id/messages: the newest page first; `before` (the previous page's
 * nextCursor) walks back in history. Items are oldest first within a page.
 */
export const MessagesQuery = cursorQuery(MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX);
export type MessagesQuery = z.input<typeof MessagesQuery>;

export const MessagesPage = z.object({
  items: z.array(Message),
  /** Older messages exist when not null. */
  nextCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof MessagesPage>;

const text = z.string().max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`);
const content = text.refine((s) => s.trim().length > 0, 'Write a message first');

/**
 * POST /conversations/:id/messages: 201 stored now, 200 when this clientId was already stored (a retry).
 * A message with attachments (finished uploads of its author) may have no text.
 */
export const SendMessage = z
  .object({
    clientId: z.string().regex(/^[\w-]{8,64}$/, 'Invalid client id'),
    content: text.default(''),
    attachmentIds: z
      .array(z.string().trim().min(1).max(64))
      .max(ATTACHMENTS_PER_MESSAGE, `At most ${ATTACHMENTS_PER_MESSAGE} files per message`)
      .default([]),
  })
  .refine((m) => m.content.trim().length > 0 || m.attachmentIds.length > 0, {
    message: 'Write a message first',
    path: ['content'],
  });
export type SendMessage = z.input<typeof SendMessage>;

/** PATCH /messages/:id — only the author, only while not deleted. */
export const EditMessage = z.object({ content });
export type EditMessage = z.input<typeof EditMessage>;

export const MessageResponse = z.object({ message: Message });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** POST /conversations/:id/read: my read pointer moves up to `seq` (default: the latest). */
export const MarkRead = z.object({ seq: z.number().int().min(0).optional() });
export type MarkRead = z.input<typeof MarkRead>;
export const MarkReadResponse = z.object({ readSeq: z.number().int(), unreadTotal: z.number().int() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** What messaging errors look like to a client (error.code). */
export type MessagingErrorCode = (typeof MESSAGING_ERRORS)[keyof typeof MESSAGING_ERRORS];
export const NOT_CONNECTED_MESSAGE = MESSAGING_TEXTS.notConnected;
