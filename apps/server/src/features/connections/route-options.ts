import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { FairQueue } from '../../platform/fair-queue.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import type { CardSources } from './people.presenter.js';

/** What every connections route needs; its own file so the route files do not import each other. */
export interface ConnectionsRouteOptions {
  db: DB;
  /** Requests, connections and follows change both members' pages (recommendations, relation): they are announced. */
  caches?: MemberCaches;
  /** Who is online, for the cards' indicator; NOBODY_ONLINE when not given (no realtime channel). */
  presence?: PresenceLookup;
  /** Searches and rankings take milliseconds each: they wait their turn here (platform/fair-queue.ts). */
  heavyReads: FairQueue;
}

/** What the routes inside the feature get: the same, plus where person cards come from. */
export interface ConnectionsFeatureOptions extends ConnectionsRouteOptions {
  cards: CardSources;
}

/**
 * A request, connection or follow between `me` and `personId` changed (after its transaction):
 * both members' cached pages are dropped everywhere, which also delivers any notification it
 * stored, and both members' open tabs are told to refresh their network.
 */
export async function networkChanged(app: FastifyInstance, caches: MemberCaches | undefined, me: string, personId: string) {
  await caches?.memberChanged(me, personId);
  app.realtime.send([me], { type: 'network.changed', personId });
  app.realtime.send([personId], { type: 'network.changed', personId: me });
}
