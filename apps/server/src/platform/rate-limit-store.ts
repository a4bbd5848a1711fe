import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own two stores (not exported by name, and untyped): reused rather than rewritten.
const load = createRequire(import.meta.url);
type Flags = [continueExceeding: boolean, exponentialBackoff: boolean];
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (...args: [...Flags, Redis, string]) => FastifyRateLimitStore;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (...args: Flags) => FastifyRateLimitStore;

/** Counts in Redis while it answers, in this process while it does not. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, done, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.shared.incr(key, (err, result) => (err ? this.local.incr(key, done, timeWindow, max) : done(null, result)), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The store for @fastify/rate-limit with Redis: counters shared by every process, and, while
 * Redis is unreachable, counted per process instead of failing the request with a 500 (the
 * plugin's own Redis store) or not counting at all (its `skipOnError`). The outage is logged
 * once by the Redis client (platform/redis.ts).
 */
export function redisWithFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const flags: Flags = [options.continueExceeding ?? false, options.exponentialBackoff ?? false];
      return new FallbackStore(new RedisStore(...flags, redis, nameSpace), new LocalStore(...flags));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
