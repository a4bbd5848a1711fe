import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import type { FairQueue } from '../../platform/fair-queue.js';
import type { MemberCache, MemberCaches } from '../../platform/member-cache.js';
import type { Storage } from '../../platform/storage.js';
import type { Candidate } from './candidates.js';

/** What app.ts gives the jobs routes. */
export interface JobsRouteOptions {
  db: DB;
  /** Searches rank hundreds of listings: they wait their turn with the other heavy reads. */
  heavyReads: FairQueue;
  /** Told when a member's notifications change, which pushes them to their open tabs. */
  caches: MemberCaches;
  /** The clock deadlines and "date posted" are judged by; tests pass their own. */
  now?: () => Date;
  /** Multiplies the posting limit (RATE_LIMIT_FACTOR). */
  rateLimitFactor?: number;
  /** Where CVs are kept (uploads: DATA_DIR or S3). */
  storage: Storage;
}

/** What the jobs services need. */
export interface JobsDeps {
  db: DB;
  heavyReads: FairQueue;
  caches: MemberCaches;
  /** Each member's default listing page and sidebar, the pages opened most, as the bytes sent (ADR 051). */
  listings: MemberCache<Buffer>;
  sidebars: MemberCache<Buffer>;
  /** Each search's matches, the same for every member (candidates.ts), kept until a listing changes. */
  searches: MemberCache<Candidate[]>;
  now: () => Date;
  rateLimitFactor: number;
  storage: Storage;
}

/**
 * How long a member's listing page and sidebar are kept without an event: what it bounds is
 * the applicant counts and recommendations that other members' actions change. A job posted,
 * edited or closed empties every member's (changedAll), and a member's own actions their own.
 */
export const LISTING_TTL_MS = 30_000;
/**
 * How long a search's matches are kept without an event. They hold only what the score reads
 * (title, place, level, skills), which changes only with a listing, and every listing change
 * empties them (changedAll, the deadline sweeper included). A 30 s TTL made the 20 searches
 * people make most all run again at once every half minute: ~250 ms in a row on 100,000 jobs,
 * which every request waited through (ADR 051, "Addendum: cold searches").
 */
export const SEARCHES_TTL_MS = 10 * 60_000;
/** The scope of those caches (MemberCaches.changed / changedAll). */
export const LISTINGS_SCOPE = 'jobs';

export const depsOf = (o: JobsRouteOptions): JobsDeps => ({
  db: o.db,
  heavyReads: o.heavyReads,
  caches: o.caches,
  listings: o.caches.create(LISTING_TTL_MS, 10_000, LISTINGS_SCOPE),
  sidebars: o.caches.create(LISTING_TTL_MS, 10_000, LISTINGS_SCOPE),
  searches: o.caches.create(SEARCHES_TTL_MS, 2_000, LISTINGS_SCOPE),
  now: o.now ?? (() => new Date()),
  rateLimitFactor: o.rateLimitFactor ?? 1,
  storage: o.storage,
});

/** A listing changed for everyone (posted, edited, closed, reopened). */
export const listingsChanged = (deps: JobsDeps) => deps.caches.changedAll(LISTINGS_SCOPE);
/** Something only these members' listing pages show changed (saved, applied, withdrew). */
export const readersChanged = (deps: JobsDeps, ...memberIds: string[]) => deps.caches.changed(LISTINGS_SCOPE, ...memberIds);

export const tags = ['jobs'];
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
