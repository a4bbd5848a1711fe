import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis (first connection, a subscription) before going on without it. */
const START_WAIT_MS = 1_000;

/**
 * One shared client per process when REDIS_URL is set; null means in-process fallbacks.
 *
 * Redis accelerates and spreads (shared counters, cache invalidation, realtime across
 * processes); the database is the source of truth. So a command fails at once while Redis is
 * unreachable (no offline queue) and every caller has a way on without it: a write still
 * answers, same-process realtime still flows, limits count per process, caches go off. The
 * outage and the recovery are logged once each; the client reconnects by itself.
 */
export function createRedis(url: string | undefined, log: FastifyBaseLogger): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Reconnect within 2 s of Redis returning, however long it was gone.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err: err.message }, 'redis unavailable: limits count per process, caches are off, realtime stays on this process');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis back');
  });
  return redis;
}

/** Whether commands can be sent now. */
export const redisUp = (redis: Redis): boolean => redis.status === 'ready';

/** Waits for the first connection, at most START_WAIT_MS: a node starts whether Redis is there or not. */
export async function redisStarted(redis: Redis | null): Promise<void> {
  if (!redis || redisUp(redis)) return;
  await within(new Promise((resolve) => redis.once('ready', resolve)), START_WAIT_MS);
}

/**
 * A connection of its own subscribed to `channel` (a subscribing connection can do nothing
 * else). It queues the subscription until Redis is reachable and subscribes again after each
 * reconnect; `onBack` runs then, since messages sent meanwhile were lost. Start-up waits for the
 * subscription at most START_WAIT_MS.
 */
export async function subscribe(
  redis: Redis,
  channel: string,
  onMessage: (message: string) => void,
  onBack: () => void = () => undefined,
): Promise<Redis> {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  // The outage is logged once by the main client; without a listener each retry would print.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, message: string) => onMessage(message));
  let first = true;
  subscriber.on('ready', () => {
    if (!first) onBack();
    first = false;
  });
  await within(
    subscriber.subscribe(channel).catch(() => undefined),
    START_WAIT_MS,
  );
  return subscriber;
}

/** Ends a subscriber whatever the state of the line. */
export async function unsubscribe(subscriber: Redis | null): Promise<void> {
  if (!subscriber) return;
  if (redisUp(subscriber)) await subscriber.quit().catch(() => subscriber.disconnect());
  else subscriber.disconnect();
}

async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
