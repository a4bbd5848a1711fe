import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { redisWithFallback } from './rate-limit-store.js';
import { AppError, type AppErrorText } from './errors.js';

const MINUTE = 60_000;

/** `after` is the English wait ("1 minute"); `ttl` (ms) lets other languages say it their way. */
function tooMany(_req: FastifyRequest, ctx: { after: string; ttl: number }): AppError {
  return new AppError(429, 'rate_limited', `Too many attempts. Please wait ${ctx.after} and try again`, undefined, {
    params: { after: ctx.after, seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) },
  });
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
  // Password sign-in is counted by the login throttle instead (login-throttle.ts, ADR 030).
  return {
    register: limit(10, 60 * MINUTE, (req) => req.ip),
    forgotPassword: limit(5, 15 * MINUTE),
    signInLink: limit(5, 15 * MINUTE),
    useSignInLink: limit(10, 15 * MINUTE, (req) => req.ip),
    resetPassword: limit(10, 15 * MINUTE, (req) => req.ip),
    checkResetLink: limit(30, 15 * MINUTE, (req) => req.ip),
    resendVerification: limit(5, 15 * MINUTE, (req) => req.ip),
    // Each sign-in allows 5 codes; this bounds one address across many sign-ins and accounts.
    secondStep: limit(20, 15 * MINUTE, (req) => req.ip),
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;

/**
 * A limit per signed-in member (by address before sign-in), for actions a member repeats, such
 * as sending messages: `max` per `windowMs`, multiplied by RATE_LIMIT_FACTOR, answered with
 * `text` (its English message and catalogue key). Shared through Redis like the others.
 */
export function memberLimit(factor: number, max: number, windowMs: number, text: { message: string } & AppErrorText): RateLimitOptions {
  return {
    max: Math.max(1, Math.round(max * factor)),
    timeWindow: windowMs,
    keyGenerator: (req) => req.auth?.member.id ?? req.ip,
    hook: 'preHandler',
    errorResponseBuilder: () => new AppError(429, 'rate_limited', text.message, undefined, text),
  };
}

/**
 * Two kinds of limit. The sensitive actions above use @fastify/rate-limit, with counters in Redis
 * when configured so every node shares them (a password guesser cannot spread over nodes).
 * Every request also passes a generous flood limit per client address, counted in this
 * process only: it runs on every request, so it must cost next to nothing, and a flood spread
 * over N nodes is still bounded at N times the limit (ADR 010).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { factor: number; redis: Redis | null; prefix: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooMany,
    // Limits are announced when they bite (429 with Retry-After), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(opts.redis ? { store: redisWithFallback(opts.redis, `${opts.prefix}rl:`) } : {}),
  });
  const flood = createWindowCounter(Math.round(FLOOD_PER_MINUTE * opts.factor), MINUTE);
  app.addHook('onRequest', async (request, reply) => {
    const wait = flood.hit(request.ip);
    if (wait === null) return;
    reply.header('retry-after', String(wait));
    throw tooMany(request, { after: secondsText(wait), ttl: wait * 1000 });
  });
}

/** Requests per minute from one address before every route answers 429. */
export const FLOOD_PER_MINUTE = 600;

/**
 * Counts hits per key in fixed windows, in this process only: the whole table is dropped when a
 * window ends, so it never grows old. For limits that run on hot paths and need no sharing
 * across processes (ADR 010): `hit` answers how many seconds remain when the key is over.
 */
export function createWindowCounter(max: number, windowMs: number) {
  // A tally object per key, so a repeat hit is one Map lookup and an increment, not a get and a set.
  let counts = new Map<string, { seen: number }>();
  let windowEnds = 0;
  return {
    /** null while within the limit; else the whole seconds until the window ends. */
    hit(key: string, now = Date.now()): number | null {
      if (now >= windowEnds) {
        counts = new Map();
        windowEnds = now + windowMs;
      }
      let tally = counts.get(key);
      if (tally === undefined) counts.set(key, (tally = { seen: 0 }));
      const seen = ++tally.seen;
      return seen <= max ? null : Math.ceil((windowEnds - now) / 1000);
    },
  };
}

/** "1 second", "42 seconds": how long a limited client waits. */
export const secondsText = (seconds: number): string => `${seconds} second${seconds === 1 ? '' : 's'}`;
