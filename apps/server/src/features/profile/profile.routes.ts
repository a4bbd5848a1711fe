import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';
import type { Sessions } from '../../platform/auth/session.js';
import type { Storage } from '../../platform/storage.js';

export interface ProfileRouteOptions {
  db: DB;
  sessions: Sessions;
  storage: Storage;
}

/** Routes of the profile area (being built). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async () => {};
