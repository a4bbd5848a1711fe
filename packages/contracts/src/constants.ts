/**
 * Plain constants shared by server and browser. Kept free of zod so the web app can import
 * them without pulling the schema library into pages that do not validate.
 */

/** Name of the double-submit CSRF cookie and the header that must echo it. */
export const CSRF_COOKIE = 'sl_csrf';
/** Its name when the site is served over https: the browser keeps a `__Host-` cookie to this host (Secure, Path=/, no Domain). */
export const CSRF_COOKIE_HOST = `__Host-${CSRF_COOKIE}`;
/**
 * The visitor's language, mirrored from the web app's own storage so that the pages the server
 * renders (the sign-in forms, ADR 049) and its messages to a visitor match what the app shows.
 */
export const LANGUAGE_COOKIE = 'sl_lang';
export const CSRF_HEADER = 'x-csrf-token';

/** Password rule (docs/decisions/004-password-rule.md). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;

/** Profile limits: photo size and types, skill levels, catalogue difficulties, categories, text lengths. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Skill categories of the catalogue and the member's skills; the slug is the name lower-cased with hyphens. */
export const SKILL_CATEGORIES = ['Programming', 'Design', 'Marketing', 'Data Science', 'Management', 'Writing', 'Languages'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const categorySlug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');
export const PROFILE_TEXT_MAX = 120;
export const BIO_MAX = 2000;
export const DESCRIPTION_MAX = 2000;
/** How many items the overview and dashboard show. */
export const OVERVIEW_SKILLS = 5;
export const OVERVIEW_EXPERIENCE = 3;

/** LinkedIn's limit for an invitation note; no other length was asked for, so we use theirs. */
export const CONNECTION_MESSAGE_MAX = 300;
/** The longest people search (`GET /people/search?q=`). */
export const PEOPLE_QUERY_MAX = 100;
/** People search: at most 20 results (here, so the web app can say so without the schemas). */
export const PEOPLE_SEARCH_MAX = 20;
/** Error codes of POST /connections/requests besides validation_failed and not_found. */
export const CONNECTION_ERRORS = {
  self: 'cannot_connect_to_self',
  alreadyConnected: 'already_connected',
  pending: 'request_pending',
} as const;

/** The realtime channel's path (contracts/realtime describes its events). */
export const REALTIME_PATH = '/api/realtime';
/** WebSocket close codes the client acts on (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** Not signed in or the session ended: do not reconnect until signed in again. */
  unauthenticated: 4401,
  /** The Origin is not ours. */
  forbiddenOrigin: 4403,
  /** The server is shutting down: reconnect (to another process) at once. */
  goingAway: 1001,
  /**
   * The tab sent frames far faster than its budget (FRAME_BUDGET) for long enough: a bug or a
   * script, not a member typing. Reconnect with the usual backoff.
   */
  tooManyFrames: 4008,
  /** A frame larger than MAX_FRAME_BYTES (sent by ws itself; RFC 6455 "message too big"). */
  frameTooBig: 1009,
} as const;
/**
 * What one socket may send (ADR 028): a token bucket of `burst` frames refilled at
 * `perSecond`. Frames over it are dropped unanswered; once the dropped frames outrun the refill
 * by more than `dropsBeforeClose`, the socket is closed with CLOSE_CODES.tooManyFrames.
 */
export const FRAME_BUDGET = { burst: 100, perSecond: 20, dropsBeforeClose: 200 } as const;
/** The largest client frame: a `watch` of WATCH_MAX ids of 64 characters fits. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** The most members one tab asks to hear presence of (the cards it shows). */
export const WATCH_MAX = 200;

/** The longest message, in characters (our choice, LinkedIn-like: no length was asked for). */
export const MESSAGE_MAX = 2000;
/** The composer shows "used / MESSAGE_MAX" from this many characters on. */
export const MESSAGE_COUNTER_FROM = 1800;
/** Timestamps separate messages more than this far apart. */
export const MESSAGE_GROUP_GAP_MS = 5 * 60_000;
/** A member sends at most this many messages per window (docs/decisions: messaging rate limit). */
export const MESSAGE_RATE = { max: 20, windowMs: 10_000 } as const;
/** Typing: the sender repeats `typing` at most this often while keys are pressed… */
export const TYPING_REPEAT_MS = 2_000;
/**
 * …and the server relays at most one `typing` per conversation and sender in this long (a bit
 * under TYPING_REPEAT_MS, so a steady typer's every frame still passes despite jitter).
 */
export const TYPING_RELAY_MS = 1_800;
/** …and the receiver hides the indicator this long after the last one. */
export const TYPING_SHOW_MS = 5_000;
/** The messaging area's fixed texts: failure sentences, empty states, message labels. */
export const MESSAGING_TEXTS = {
  notConnected: 'User not found in connections',
  sendFailed: 'Failed to send message',
  readFailed: 'Failed to mark messages as read',
  startFailed: 'Failed to start conversation',
  deleteFailed: 'Failed to delete conversation',
  rateLimited: 'You are sending messages too quickly. Wait a few seconds and try again.',
  noConversations: 'No conversations',
  noMatches: 'No conversations match your search',
  startAConversation: 'Start a conversation',
  startTheConversation: 'Start the conversation',
  deleted: 'message deleted',
  edited: 'edited',
} as const;
/** Error codes of the messaging routes besides validation_failed, not_found and rate_limited. */
export const MESSAGING_ERRORS = {
  notConnected: 'not_connected',
  notAuthor: 'not_author',
  deleted: 'message_deleted',
  /** A conversation about an application that has ended (ADR 054). */
  closed: 'conversation_closed',
} as const;

/**
 * Something@something.something, with no empty part between the domain's dots ("a@b..com"): the
 * spec's "text, at sign, text, dot, text" check, shared by the web's forms and the referral
 * invitation (whose contract uses it rather than the full e-mail schema, spec 001 §5).
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The most a credential to verify may weigh (POST /api/v1/credentials/verify, ADR 077). */
export const CREDENTIAL_VERIFY_MAX_BYTES = 64 * 1024;
