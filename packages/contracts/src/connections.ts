import { z } from 'zod';
import { cursorQuery } from './common.js';
import { CONNECTION_ERRORS, CONNECTION_MESSAGE_MAX, PEOPLE_QUERY_MAX, PEOPLE_SEARCH_MAX } from './constants.js';

// Plain values live in the zod-free constants entry, so the web app can use them without zod.
export { CONNECTION_ERRORS, CONNECTION_MESSAGE_MAX, PEOPLE_QUERY_MAX, PEOPLE_SEARCH_MAX };

/** Send a connection request: the person, and an optional note. */
export const SendConnectionRequest = z.object({
  personId: z.string().trim().min(1, 'Choose a member to connect with').max(64),
  message: z.string().trim().max(CONNECTION_MESSAGE_MAX, `Message must be at most ${CONNECTION_MESSAGE_MAX} characters`).default(''),
});
export type SendConnectionRequest = z.input<typeof SendConnectionRequest>;

export const ConnectionStatus = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/** A request the signed-in member sent. */
export const SentConnectionRequest = z.object({
  id: z.string(),
  status: ConnectionStatus,
  message: z.string(),
  createdAt: z.string(),
  to: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type SentConnectionRequest = z.infer<typeof SentConnectionRequest>;

/**
 * `outcome` is `accepted` when the other member had already asked: their request was accepted
 * instead of a second one being made (201 sent, 200 accepted).
 */
export const SentConnectionRequestResponse = z.object({ request: SentConnectionRequest, outcome: z.enum(['sent', 'accepted']) });
export type SentConnectionRequestResponse = z.infer<typeof SentConnectionRequestResponse>;

/** `/connections/requests/:id` — a request's id. */
export const RequestParams = z.object({ id: z.string().trim().min(1).max(64) });
/** `/connections/:personId`, `/follows/:personId` — the other member's id. */
export const PersonParams = z.object({ personId: z.string().trim().min(1).max(64) });

/** How many skills a card lists; the rest show as "+N more". */
export const CARD_SKILLS = 3;

/**
 * How the signed-in member stands with a person: connected, a request either way, or nothing
 * (the pending side decides whether the card shows Pending or Accept).
 */
export const RelationStatus = z.enum(['connected', 'pending_sent', 'pending_received', 'not_connected']);
export type RelationStatus = z.infer<typeof RelationStatus>;

/** A member as the connections area shows them on a card, seen by the signed-in member. */
export const PersonCard = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  /** The company of the member's current (else latest) experience; '' when none. */
  company: z.string(),
  location: z.string(),
  avatar: z.string().nullable(),
  /** The member's first skills, at most CARD_SKILLS. */
  skills: z.array(z.string()),
  /** How many skills are not listed ("+N more"). */
  moreSkills: z.number().int(),
  /**
   * Live: the member has an open realtime connection on any server process. Shown to the
   * viewer's connections only: false for anyone else, online or not (ADR 028).
   */
  isOnline: z.boolean(),
  /** Members connected to both the viewer and this person. */
  mutualConnections: z.number().int(),
  /** Shared skills as a percentage of all distinct skills of the two members (docs/computations.md), 0–100. */
  matchScore: z.number().int(),
  connectionStatus: RelationStatus,
  /** The pending request between the two, when there is one (to accept, decline or withdraw it). */
  requestId: z.string().nullable(),
  isFollowing: z.boolean(),
});
export type PersonCard = z.infer<typeof PersonCard>;

export const NETWORK_PAGE_DEFAULT = 20;
export const NETWORK_PAGE_MAX = 50;

export const NetworkQuery = cursorQuery(NETWORK_PAGE_DEFAULT, NETWORK_PAGE_MAX);
export type NetworkQuery = z.input<typeof NetworkQuery>;

/** One of my connections, newest connection first. */
export const Connection = PersonCard.extend({ connectedAt: z.string() });
export type Connection = z.infer<typeof Connection>;

export const ConnectionsPage = z.object({ items: z.array(Connection), nextCursor: z.string().nullable() });
export type ConnectionsPage = z.infer<typeof ConnectionsPage>;

/** The answer to an accept: the new connection (the same one again if it was already accepted). */
export const ConnectionResponse = z.object({ connection: Connection });
export type ConnectionResponse = z.infer<typeof ConnectionResponse>;

export const RequestDirection = z.enum(['received', 'sent']);
export const RequestsQuery = z.object({ direction: RequestDirection.default('received') });
export type RequestsQuery = z.input<typeof RequestsQuery>;

/** A pending request; `person` is the other member (the sender when received, the addressee when sent). */
export const PendingRequest = z.object({
  id: z.string(),
  person: PersonCard,
  message: z.string(),
  createdAt: z.string(),
});
export type PendingRequest = z.infer<typeof PendingRequest>;

/** Newest first; at most REQUESTS_MAX (a member rarely has more pending; the rest follow as they are answered). */
export const REQUESTS_MAX = 100;
export const PendingRequests = z.object({ items: z.array(PendingRequest) });
export type PendingRequests = z.infer<typeof PendingRequests>;

/** A member I follow, newest follow first. */
export const Followed = PersonCard.extend({ followedAt: z.string() });
export type Followed = z.infer<typeof Followed>;

export const FollowsPage = z.object({ items: z.array(Followed), nextCursor: z.string().nullable() });
export type FollowsPage = z.infer<typeof FollowsPage>;

/** The signed-in member's network counts. */
export const NetworkCounts = z.object({
  connections: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  pendingReceived: z.number().int(),
});
export type NetworkCounts = z.infer<typeof NetworkCounts>;

/** Error code for following oneself (besides validation_failed and not_found). */
export const FOLLOW_ERRORS = { self: 'cannot_follow_self' } as const;

/** Discover's recommendations: people with a match score over 30, the top 10. */
export const DISCOVER_MIN_SCORE = 30;
export const DISCOVER_MAX = 10;

/** `GET /people/search?q=` — name, title, company or skill; a blank query is refused (the client makes no call). */
export const PeopleSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter something to search for')
    .max(PEOPLE_QUERY_MAX, `Search must be at most ${PEOPLE_QUERY_MAX} characters`),
});
export type PeopleSearchQuery = z.input<typeof PeopleSearchQuery>;

/** Search results (best first, at most PEOPLE_SEARCH_MAX) and Discover (at most DISCOVER_MAX, highest match first). */
export const PeopleList = z.object({ items: z.array(PersonCard) });
export type PeopleList = z.infer<typeof PeopleList>;

/** The Connections page's network statistics, all computed (docs/computations.md). */
export const NetworkStats = z.object({
  totalConnections: z.number().int(),
  /** Distinct members connected to at least one of my connections, who are not me or my connections. */
  networkReach: z.number().int(),
  /** My connections who share at least one connection with me. */
  mutualConnections: z.number().int(),
  /** Skill categories across my connections' skills: category, members with a skill in it, percent of my connections. */
  industryBreakdown: z.array(z.object({ industry: z.string(), count: z.number().int(), percent: z.number().int() })),
  /** The skills most of my connections have, most first (at most 8). */
  topSkills: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type NetworkStats = z.infer<typeof NetworkStats>;
