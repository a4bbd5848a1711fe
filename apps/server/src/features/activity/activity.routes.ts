import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';

/** Routes of the activity area (being built). */
export const activityRoutes: FastifyPluginAsyncZod<{ db: DB }> = async () => {};
