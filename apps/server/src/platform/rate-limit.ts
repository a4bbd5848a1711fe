import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

const MINUTE = 60_000;

function tooMany(_req: FastifyRequest, ctx: { after: string }): AppError {
  return new AppError(429, 'rate_limited', `Too many attempts. Please wait ${ctx.after} and try again`);
}

/** E-mail from a JSON body when present, so one address cannot be hammered from many IPs… and vice versa. */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Limits per sensitive action. Counted after validation (preHandler) so the key can use the
 * e-mail; every limit is multiplied by RATE_LIMIT_FACTOR, which only load tests raise.
 */
export function authLimits(factor: number) {
  const scaled = (max: number) => Math.max(1, Math.round(max * factor));
  const byIpAndEmail = (req: FastifyRequest) => `${req.ip}|${emailOf(req)}`;
  const limit = (max: number, timeWindow: number, keyGenerator = byIpAndEmail): RateLimitOptions => ({
    max: scaled(max),
    timeWindow,
    keyGenerator,
    hook: 'preHandler',
    errorResponseBuilder: tooMany,
  });
  return {
    login: limit(10, 15 * MINUTE),
    register: limit(10, 60 * MINUTE, (req) => req.ip),
    forgotPassword: limit(5, 15 * MINUTE),
    resetPassword: limit(10, 15 * MINUTE, (req) => req.ip),
    resendVerification: limit(5, 15 * MINUTE, (req) => req.ip),
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;

/** A generous global limit on every request; counters live in Redis when configured so all nodes share them. */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { factor: number; redis: Redis | null; prefix: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: Math.round(600 * opts.factor),
    timeWindow: MINUTE,
    errorResponseBuilder: tooMany,
    // Limits are announced when they bite (429 with Retry-After), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(opts.redis ? { redis: opts.redis, nameSpace: `${opts.prefix}rl:` } : {}),
  });
}
