import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { CourseCatalog } from './catalog.js';
import type { RandomInt } from '../../platform/shuffle.js';

/** What app.ts gives the learning routes. */
export interface CoursesRouteOptions {
  db: DB;
  /** Per-member caches (dashboard…) are told when a member's learning changes; the catalogue lives here too. */
  caches: MemberCaches;
  /** The clock heartbeats and quiz deadlines are judged by; tests pass their own (BuildOptions.now). */
  now?: () => Date;
  /** Multiplies the heartbeat and answer limits (RATE_LIMIT_FACTOR). */
  rateLimitFactor?: number;
}

/** What the route files inside the feature share: the same, plus the one in-memory catalogue. */
export interface CoursesFeatureOptions extends CoursesRouteOptions {
  catalog: CourseCatalog;
}

/** What the learning services need: the database, the catalogue, the caches, a clock and a random source. */
export interface LearningDeps {
  db: DB;
  catalog: CourseCatalog;
  caches: MemberCaches;
  now: () => Date;
  random?: RandomInt;
}

export const tags = ['courses'];
export const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
