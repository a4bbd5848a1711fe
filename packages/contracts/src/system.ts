import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok') });
/**
 * GET /api/ready: `ready` when the database answers (the source of truth); `details` says what
 * each part answered. Redis is an accelerator: without it the node still serves (ADR 039).
 */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  details: z.object({
    database: z.enum(['ok', 'unavailable']),
    /** Absent when no REDIS_URL is configured. */
    redis: z.enum(['ok', 'unavailable']).optional(),
  }),
});
