import { Redis } from 'ioredis';

/** One shared client per process when REDIS_URL is set; null means in-process fallbacks. */
export function createRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
