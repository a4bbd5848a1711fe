import type { Redis } from 'ioredis';
import { redisUp } from '../redis.js';
import type { PresenceLookup } from './presence-port.js';

/** A closed tab that reopens within this (a reload, a flaky network) never shows as offline. */
export const OFFLINE_GRACE_MS = 5_000;
/** Each process re-announces its online members this often; a crashed process's fade after TTL. */
const HEARTBEAT_MS = 20_000;
const TTL_MS = 60_000;

type Change = (memberId: string, online: boolean) => void;

/**
 * Who has an open realtime socket. Each process counts its own sockets; with Redis, each
 * process also keeps, per online member, a sorted-set entry `<process id> → expiry` that its
 * heartbeat renews, so every process can tell whether a member is online anywhere and a
 * process that dies without saying goodbye stops counting after TTL_MS.
 * `onChange` fires when a member goes online or offline as a whole (all processes).
 */
export class Presence implements PresenceLookup {
  readonly #local = new Map<string, number>();
  readonly #leaving = new Map<string, NodeJS.Timeout>();
  readonly #redis: Redis | null;
  readonly #prefix: string;
  readonly #nodeId: string;
  readonly #onChange: Change;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(opts: { redis: Redis | null; prefix: string; nodeId: string; onChange: Change }) {
    this.#redis = opts.redis;
    this.#prefix = `${opts.prefix}presence:`;
    this.#nodeId = opts.nodeId;
    this.#onChange = opts.onChange;
  }

  start(): void {
    if (!this.#redis) return;
    const announceAll = () => void this.#announce([...this.#local.keys()]).catch(() => undefined);
    this.#heartbeat = setInterval(announceAll, HEARTBEAT_MS);
    this.#heartbeat.unref();
    // Back from an outage (or a Redis restart that lost the sets): say at once who is here.
    this.#redis.on('ready', announceAll);
  }

  async stop(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const timer of this.#leaving.values()) clearTimeout(timer);
    this.#leaving.clear();
    const members = [...this.#local.keys()];
    this.#local.clear();
    if (this.#redis && members.length > 0) {
      const pipeline = this.#redis.pipeline();
      for (const id of members) pipeline.zrem(this.#prefix + id, this.#nodeId);
      await pipeline.exec().catch(() => undefined);
    }
  }

  /** A socket of the member opened on this process. */
  async connected(memberId: string): Promise<void> {
    const count = this.#local.get(memberId) ?? 0;
    this.#local.set(memberId, count + 1);
    const leaving = this.#leaving.get(memberId);
    if (leaving) {
      // Back within the grace period: they never went offline.
      clearTimeout(leaving);
      this.#leaving.delete(memberId);
      return;
    }
    if (count > 0) return;
    const elsewhere = await this.#onlineElsewhere([memberId]);
    await this.#announce([memberId]);
    if (!elsewhere.has(memberId)) this.#onChange(memberId, true);
  }

  /** A socket of the member closed on this process. */
  disconnected(memberId: string): void {
    const count = (this.#local.get(memberId) ?? 1) - 1;
    if (count > 0) {
      this.#local.set(memberId, count);
      return;
    }
    this.#local.set(memberId, 0);
    const timer = setTimeout(() => void this.#leave(memberId).catch(() => undefined), OFFLINE_GRACE_MS);
    timer.unref();
    this.#leaving.set(memberId, timer);
  }

  async onlineAmong(memberIds: readonly string[]): Promise<Set<string>> {
    const online = new Set(memberIds.filter((id) => (this.#local.get(id) ?? 0) > 0 || this.#leaving.has(id)));
    const rest = memberIds.filter((id) => !online.has(id));
    for (const id of await this.#onlineElsewhere(rest)) online.add(id);
    return online;
  }

  async #leave(memberId: string): Promise<void> {
    this.#leaving.delete(memberId);
    if ((this.#local.get(memberId) ?? 0) > 0) return;
    this.#local.delete(memberId);
    if (this.#redis && redisUp(this.#redis)) await this.#redis.zrem(this.#prefix + memberId, this.#nodeId).catch(() => undefined);
    if (!(await this.#onlineElsewhere([memberId])).has(memberId)) this.#onChange(memberId, false);
  }

  /** Members online on another process (none known without Redis, or while it is unreachable). */
  async #onlineElsewhere(memberIds: readonly string[]): Promise<Set<string>> {
    if (!this.#redis || !redisUp(this.#redis) || memberIds.length === 0) return new Set();
    const now = Date.now();
    const pipeline = this.#redis.pipeline();
    for (const id of memberIds) pipeline.zrangebyscore(this.#prefix + id, now, '+inf');
    const results = (await pipeline.exec().catch(() => null)) ?? [];
    const online = new Set<string>();
    results.forEach(([error, nodes], i) => {
      if (!error && (nodes as string[]).some((n) => n !== this.#nodeId)) online.add(memberIds[i]!);
    });
    return online;
  }

  async #announce(memberIds: readonly string[]): Promise<void> {
    if (!this.#redis || !redisUp(this.#redis) || memberIds.length === 0) return;
    const pipeline = this.#redis.pipeline();
    const until = Date.now() + TTL_MS;
    for (const id of memberIds) {
      pipeline.zadd(this.#prefix + id, until, this.#nodeId);
      pipeline.pexpire(this.#prefix + id, TTL_MS * 2);
    }
    await pipeline.exec().catch(() => undefined);
  }
}
