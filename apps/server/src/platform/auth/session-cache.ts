import type { Redis } from 'ioredis';
import { redisUp, subscribe, unsubscribe } from '../redis.js';
import type { Member } from './member.js';

/** How long a cached session is trusted before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  sessionId: string;
  member: Member;
  persistent: boolean;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

type Invalidation = { sessionId: string } | { userId: string };

/**
 * Every signed-in request needs its session and member; most of them within seconds of the
 * previous one. This keeps them in memory for a few seconds. Whatever ends a session or
 * changes a member calls forget…, which also reaches the other server processes through Redis
 * pub/sub when REDIS_URL is set; the short TTL bounds staleness if a message is ever lost.
 * Entries are keyed by the cookie's token itself (memory only), so a hit needs no hashing;
 * invalidations name the session id, which is not a secret.
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  readonly #tokenOfSession = new Map<string, string>();
  readonly #redis: Redis | null;
  readonly #channel: string;
  #subscriber: Redis | null = null;

  constructor(redis: Redis | null, prefix: string) {
    this.#redis = redis;
    this.#channel = `${prefix}session-invalidate`;
  }

  async start(): Promise<void> {
    if (!this.#redis) return;
    const onMessage = (message: string) => this.#apply(JSON.parse(message) as Invalidation);
    // Back from an outage: sign-outs announced meanwhile were not heard.
    this.#subscriber = await subscribe(this.#redis, this.#channel, onMessage, () => this.#clear());
  }

  async stop(): Promise<void> {
    await unsubscribe(this.#subscriber);
  }

  /** With Redis configured, cached sessions are used only while this process hears the others' sign-outs. */
  #hearing(): boolean {
    return !this.#redis || (this.#subscriber !== null && redisUp(this.#subscriber));
  }

  #clear(): void {
    this.#entries.clear();
    this.#tokenOfSession.clear();
  }

  get(token: string, now: number): CachedSession | undefined {
    if (!this.#hearing()) return undefined;
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (now - entry.cachedAt > SESSION_CACHE_TTL_MS || now >= entry.expiresAt) {
      this.#delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: CachedSession): void {
    if (!this.#hearing()) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#delete(this.#entries.keys().next().value!);
    this.#entries.set(token, entry);
    this.#tokenOfSession.set(entry.sessionId, token);
  }

  /** A session ended (logout). */
  async forgetSession(sessionId: string): Promise<void> {
    await this.#broadcast({ sessionId });
  }

  /** A member's sessions ended or their details changed. */
  async forgetMember(userId: string): Promise<void> {
    await this.#broadcast({ userId });
  }

  async #broadcast(message: Invalidation): Promise<void> {
    this.#apply(message);
    // Not awaited: applied here; the others hear it through Redis, or have their cache off without it.
    if (this.#redis && redisUp(this.#redis)) void this.#redis.publish(this.#channel, JSON.stringify(message)).catch(() => undefined);
  }

  #apply(message: Invalidation): void {
    if ('sessionId' in message) {
      const token = this.#tokenOfSession.get(message.sessionId);
      if (token) this.#delete(token);
      return;
    }
    for (const [token, entry] of this.#entries) if (entry.member.id === message.userId) this.#delete(token);
  }

  #delete(token: string): void {
    const entry = this.#entries.get(token);
    this.#entries.delete(token);
    if (entry) this.#tokenOfSession.delete(entry.sessionId);
  }
}
