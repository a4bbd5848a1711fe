import type { Redis } from 'ioredis';

/**
 * Read caches of data that belongs to one member (their profile, their dashboard), so the
 * pages members open most are served from memory. Correctness comes from invalidation, not
 * from the TTL: whatever changes something a member's pages show calls
 * `memberChanged(id…)`, which empties that member from every cache on every server process
 * (Redis pub/sub when REDIS_URL is set). The TTL only bounds what can go stale without an
 * event, such as recommendations computed from other members' data.
 */
export interface MemberCache<T> {
  /**
   * The cached value, or `compute()`'s, which is kept only if no change to the member was
   * announced while it ran (otherwise a slow read could store data older than the change).
   */
  load(memberId: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry<T> {
  value: T;
  until: number;
}

export class MemberCaches {
  readonly #caches: Array<Map<string, Entry<unknown>>> = [];
  /** Bumped whenever a member changes; a load that straddles a bump is not cached. */
  readonly #versions = new Map<string, number>();
  readonly #redis: Redis | null;
  readonly #channel: string;
  #subscriber: Redis | null = null;
  readonly #listeners: Array<(memberIds: string[]) => void> = [];

  constructor(redis: Redis | null, prefix: string) {
    this.#redis = redis;
    this.#channel = `${prefix}member-changed`;
  }

  async start(): Promise<void> {
    if (!this.#redis) return;
    this.#subscriber = this.#redis.duplicate();
    this.#subscriber.on('message', (_channel: string, message: string) => this.#drop(JSON.parse(message) as string[]));
    await this.#subscriber.subscribe(this.#channel);
  }

  async stop(): Promise<void> {
    await this.#subscriber?.quit();
  }

  /** A cache of at most `max` members, each kept at most `ttlMs`. */
  create<T>(ttlMs: number, max = 10_000): MemberCache<T> {
    const entries = new Map<string, Entry<T>>();
    this.#caches.push(entries as Map<string, Entry<unknown>>);
    const versions = this.#versions;
    return {
      async load(memberId, compute) {
        const entry = entries.get(memberId);
        if (entry && Date.now() < entry.until) return entry.value;
        const version = versions.get(memberId) ?? 0;
        const value = await compute();
        if ((versions.get(memberId) ?? 0) === version) {
          // Oldest first out: a Map iterates in insertion order.
          if (entries.size >= max && !entries.has(memberId)) entries.delete(entries.keys().next().value!);
          entries.set(memberId, { value, until: Date.now() + ttlMs });
        }
        return value;
      },
    };
  }

  /** Something these members' pages show has changed: forget them everywhere. */
  async memberChanged(...memberIds: string[]): Promise<void> {
    this.#drop(memberIds);
    await this.#redis?.publish(this.#channel, JSON.stringify(memberIds));
  }

  /**
   * Also tell `listener` whenever members change, here or on another process (the realtime
   * hub listens: a change may have stored events for the member's open sockets).
   */
  onChange(listener: (memberIds: string[]) => void): void {
    this.#listeners.push(listener);
  }

  #drop(memberIds: string[]): void {
    for (const listener of this.#listeners) listener(memberIds);
    if (this.#versions.size > 100_000) {
      // Forgetting every version is safe only together with every cached value.
      this.#versions.clear();
      for (const cache of this.#caches) cache.clear();
    }
    for (const id of memberIds) this.#versions.set(id, (this.#versions.get(id) ?? 0) + 1);
    for (const cache of this.#caches) for (const id of memberIds) cache.delete(id);
  }
}
