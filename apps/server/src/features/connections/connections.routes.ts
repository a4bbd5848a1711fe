import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';

/** Routes of the connections area (being built). */
export const connectionsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async () => {};
