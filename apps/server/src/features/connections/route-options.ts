import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';

/** What every connections route needs; its own file so the route files do not import each other. */
export interface ConnectionsRouteOptions {
  db: DB;
  /** Requests, connections and follows change both members' pages (recommendations, relation): they are announced. */
  caches?: MemberCaches;
  /** Who is online, for the cards' indicator; NOBODY_ONLINE when not given (no realtime channel). */
  presence?: PresenceLookup;
}
