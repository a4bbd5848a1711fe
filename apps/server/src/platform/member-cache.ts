import type { Redis } from 'ioredis';
import { redisUp, subscribe, unsubscribe } from './redis.js';

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
  /**
   * The values of several members at once: cached ones from memory, the others from one
   * `computeMissing(ids)` (which leaves out members it does not find), kept as `load` keeps them.
   */
  loadMany(memberIds: readonly string[], computeMissing: (ids: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>>;
}

interface Entry<T> {
  value: T;
  until: number;
}

export class MemberCaches {
  readonly #caches: Array<Map<string, Entry<unknown>>> = [];
  /** Caches of one area's own data, which that area can drop without touching the others. */
  readonly #scoped = new Map<string, Array<Map<string, Entry<unknown>>>>();
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
    const onMessage = (message: string) => {
      const parsed = JSON.parse(message) as string[] | { scope: string; keys: string[]; all?: boolean };
      if (Array.isArray(parsed)) this.#drop(parsed);
      else if (parsed.all) this.#dropScopedAll(parsed.scope);
      else this.#dropScoped(parsed.scope, parsed.keys);
    };
    // Back from an outage: changes announced meanwhile were not heard, so nothing kept is trusted.
    this.#subscriber = await subscribe(this.#redis, this.#channel, onMessage, () => this.#dropAll());
  }

  async stop(): Promise<void> {
    await unsubscribe(this.#subscriber);
  }

  /**
   * Whether caching is safe now: with Redis configured, only while this process hears the
   * others' changes. Otherwise the caches are off (every load computes) until it does again.
   */
  #hearing(): boolean {
    return !this.#redis || (this.#subscriber !== null && redisUp(this.#subscriber));
  }

  /**
   * A cache of at most `max` members, each kept at most `ttlMs`. With a `scope`, keys may also
   * be other ids of that area (a conversation), and `changed(scope, …)` drops them.
   */
  create<T>(ttlMs: number, max = 10_000, scope?: string): MemberCache<T> {
    const entries = new Map<string, Entry<T>>();
    this.#caches.push(entries as Map<string, Entry<unknown>>);
    if (scope) this.#scoped.set(scope, [...(this.#scoped.get(scope) ?? []), entries as Map<string, Entry<unknown>>]);
    const versions = this.#versions;
    const inFlight = new Map<string, { version: string; value: Promise<T> }>();
    const store = (key: string, value: T) => {
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= max && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
    };
    const versionOf = (key: string) =>
      `${versions.get(key) ?? 0}:${scope ? `${versions.get(scopedKey(scope, key)) ?? 0}:${versions.get(scopedKey(scope, ALL)) ?? 0}` : 0}`;
    const hearing = () => this.#hearing();
    return {
      async load(memberId, compute) {
        if (!hearing()) return compute();
        const entry = entries.get(memberId);
        if (entry && Date.now() < entry.until) return entry.value;
        const version = versionOf(memberId);
        // Requests that miss together share one computation (20 at once computed 20 rankings).
        const running = inFlight.get(memberId);
        if (running?.version === version) return running.value;
        const value = compute();
        const flight = { version, value };
        inFlight.set(memberId, flight);
        try {
          const result = await value;
          if (versionOf(memberId) === version) store(memberId, result);
          return result;
        } finally {
          if (inFlight.get(memberId) === flight) inFlight.delete(memberId);
        }
      },
      async loadMany(memberIds, computeMissing) {
        if (!hearing()) return computeMissing([...new Set(memberIds)]);
        const found = new Map<string, T>();
        const missing: string[] = [];
        const now = Date.now();
        for (const id of new Set(memberIds)) {
          const entry = entries.get(id);
          if (entry && now < entry.until) found.set(id, entry.value);
          else missing.push(id);
        }
        if (missing.length === 0) return found;
        const versions = missing.map(versionOf);
        const loaded = await computeMissing(missing);
        missing.forEach((id, i) => {
          const value = loaded.get(id);
          if (value === undefined) return;
          found.set(id, value);
          if (versionOf(id) === versions[i]) store(id, value);
        });
        return found;
      },
    };
  }

  /**
   * Something only `scope`'s caches hold has changed for these keys (members or the area's own
   * ids): those caches forget them on every process; the other areas' caches keep theirs.
   */
  async changed(scope: string, ...keys: string[]): Promise<void> {
    this.#dropScoped(scope, keys);
    this.#tellOthers(JSON.stringify({ scope, keys }));
  }

  /**
   * Something every key of `scope`'s caches shows has changed (a new job for everyone's
   * listing): those caches are emptied on every process; the other areas' caches keep theirs.
   */
  async changedAll(scope: string): Promise<void> {
    this.#dropScopedAll(scope);
    this.#tellOthers(JSON.stringify({ scope, keys: [], all: true }));
  }

  /** Something these members' pages show has changed: forget them everywhere. */
  async memberChanged(...memberIds: string[]): Promise<void> {
    this.#drop(memberIds);
    this.#tellOthers(JSON.stringify(memberIds));
  }

  /**
   * Not awaited: the change is committed and dropped here; the other processes hear it when
   * Redis delivers it. When Redis is gone they have their caches off (see #hearing), and
   * empty them when it is back.
   */
  #tellOthers(message: string): void {
    if (this.#redis && redisUp(this.#redis)) void this.#redis.publish(this.#channel, message).catch(() => undefined);
  }

  /**
   * Also tell `listener` whenever members change, here or on another process (the realtime
   * hub listens: a change may have stored events for the member's open sockets).
   */
  onChange(listener: (memberIds: string[]) => void): void {
    this.#listeners.push(listener);
  }

  #dropScoped(scope: string, keys: string[]): void {
    for (const key of keys) this.#bump(scopedKey(scope, key));
    for (const cache of this.#scoped.get(scope) ?? []) for (const key of keys) cache.delete(key);
  }

  #dropScopedAll(scope: string): void {
    this.#bump(scopedKey(scope, ALL));
    for (const cache of this.#scoped.get(scope) ?? []) cache.clear();
  }

  #bump(key: string): void {
    if (this.#versions.size > 100_000) {
      // Forgetting every version is safe only together with every cached value.
      this.#versions.clear();
      for (const cache of this.#caches) cache.clear();
    }
    this.#versions.set(key, (this.#versions.get(key) ?? 0) + 1);
  }

  #dropAll(): void {
    for (const cache of this.#caches) cache.clear();
  }

  #drop(memberIds: string[]): void {
    for (const listener of this.#listeners) listener(memberIds);
    for (const id of memberIds) this.#bump(id);
    for (const cache of this.#caches) for (const id of memberIds) cache.delete(id);
  }
}

const scopedKey = (scope: string, key: string) => `${scope}\u0000${key}`;
/** The version key of a whole scope (no member or area id is empty). */
const ALL = '';
