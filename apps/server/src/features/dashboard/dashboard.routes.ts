import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';

/** Routes of the dashboard area (being built). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: DB }> = async () => {};
