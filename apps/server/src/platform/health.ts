import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, ReadyResponse } from '@skilllink/contracts/system';
import type { Redis } from 'ioredis';
import type { DB } from '../db/database.js';
import { redisUp } from './redis.js';

/** /api/health says the process is alive; /api/ready says it can reach its database, and how Redis is. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: DB; redis: Redis | null }> = async (app, { db, redis }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Process is alive', response: { 200: HealthResponse } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Database is reachable', response: { 200: ReadyResponse, 503: ReadyResponse } },
    },
    async (request, reply) => {
      const details = redis ? { redis: redisUp(redis) ? ('ok' as const) : ('unavailable' as const) } : {};
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' as const, details: { database: 'ok' as const, ...details } };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' as const, details: { database: 'unavailable' as const, ...details } });
      }
    },
  );
};
