import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.js';

/** Routes of the skills area (being built). */
export const skillsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async () => {};
