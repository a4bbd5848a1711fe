import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import type { FairQueue } from '../../platform/fair-queue.js';
import type { MemberCaches } from '../../platform/member-cache.js';

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
}

/** What the jobs services need. */
export interface JobsDeps {
  db: DB;
  heavyReads: FairQueue;
  caches: MemberCaches;
  now: () => Date;
  rateLimitFactor: number;
}

export const depsOf = (o: JobsRouteOptions): JobsDeps => ({
  db: o.db,
  heavyReads: o.heavyReads,
  caches: o.caches,
  now: o.now ?? (() => new Date()),
  rateLimitFactor: o.rateLimitFactor ?? 1,
});

export const tags = ['jobs'];
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
