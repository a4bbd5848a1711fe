import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, type ClientFrame, type LiveEvent } from '@skilllink/contracts/realtime';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../member-cache.js';
import { foundInSlices } from '../../db/in-slices.js';
import { redisUp, subscribe, unsubscribe } from '../redis.js';
import { lastEventId, oldestKeptId, pruneEvents, resumePoint } from './event-store.js';
import { FrameBudget } from './frame-budget.js';
import { FrameIntake } from './frame-intake.js';
import { Presence } from './presence.js';
import { LOOKBACK_MS, SocketClient } from './socket-client.js';
import { Watchers } from './watchers.js';

const PING_MS = 30_000;

/** The frames a feature can handle (everything but `watch`, which the hub keeps itself). */
type FeatureFrame = Exclude<ClientFrame, { type: 'watch' }>;
/** Handles one kind of client frame for a member; errors are logged, never sent back. */
export type FrameHandler<T extends FeatureFrame['type']> = (memberId: string, frame: Extract<FeatureFrame, { type: T }>) => Promise<void>;

/**
 * The realtime channel's hub: which members have sockets on this process, delivery of stored
 * events (pulled from the database whenever a member changes: `caches.memberChanged` reaches
 * every process) and of live events (sent directly; across processes over Redis pub/sub).
 */
export class RealtimeHub {
  readonly presence: Presence;
  readonly #clients = new Map<string, Set<SocketClient>>();
  /** Local sockets watching members' presence. */
  readonly #watchers: Watchers;
  readonly #intake: FrameIntake;
  readonly #db: DB;
  readonly #redis: Redis | null;
  readonly #channel: string;
  readonly #nodeId = randomBytes(8).toString('hex');
  readonly #log: FastifyBaseLogger;
  #subscriber: Redis | null = null;
  #timers: NodeJS.Timeout[] = [];
  readonly #frameHandlers = new Map<string, (memberId: string, frame: FeatureFrame) => Promise<void>>();
  readonly #presenceListeners: Array<(memberId: string, online: boolean, told: readonly string[]) => void> = [];
  readonly #pullListeners: Array<(memberIds: readonly string[]) => void> = [];
  /** Frame handlers and presence changes under way (see `settled`). */
  readonly #inflight = new Set<Promise<unknown>>();
  /** Milliseconds; the frame budgets' clock (tests pass their own). */
  readonly now: () => number;

  constructor(opts: { db: DB; redis: Redis | null; prefix: string; caches: MemberCaches; log: FastifyBaseLogger; now?: () => number }) {
    this.#db = opts.db;
    this.now = opts.now ?? Date.now;
    this.#watchers = new Watchers(opts.db);
    this.#intake = new FrameIntake({
      log: opts.log,
      handle: (client, frame) => this.#handleFrame(client, frame),
      track: (w) => this.#track(w),
    });
    this.#redis = opts.redis;
    this.#channel = `${opts.prefix}realtime`;
    this.#log = opts.log;
    this.presence = new Presence({
      redis: opts.redis,
      prefix: opts.prefix,
      nodeId: this.#nodeId,
      onChange: (memberId, online) => this.#track(this.#presenceChanged(memberId, online).catch((e: unknown) => this.#log.warn(e))),
    });
    opts.caches.onChange((ids) => this.pull(ids));
  }

  async start(): Promise<void> {
    this.presence.start();
    if (this.#redis) {
      const onMessage = (message: string) => {
        const { from, to, event } = JSON.parse(message) as { from: string; to: string[]; event?: LiveEvent };
        if (from === this.#nodeId) return;
        // No event: "these members have new stored events" (announce).
        if (event) this.#deliver(to, event);
        else this.pull(to);
      };
      // Back from an outage: other processes' announcements were lost; every socket here reads what it missed.
      this.#subscriber = await subscribe(this.#redis, this.#channel, onMessage, () => this.pull([...this.#clients.keys()]));
    }
    const ping = setInterval(() => void this.sweep().catch((e: unknown) => this.#log.warn(e)), PING_MS);
    const prune = setInterval(() => void pruneEvents(this.#db).catch((e: unknown) => this.#log.warn(e)), 3_600_000);
    ping.unref();
    prune.unref();
    this.#timers = [ping, prune];
    await pruneEvents(this.#db);
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    for (const set of this.#clients.values()) for (const c of set) c.socket.close(CLOSE_CODES.goingAway, 'Server restarting');
    this.#clients.clear();
    await this.presence.stop();
    await unsubscribe(this.#subscriber);
  }

  /** How many sockets are open on this process (tests, bench). */
  get socketCount(): number {
    let n = 0;
    for (const set of this.#clients.values()) n += set.size;
    return n;
  }

  /**
   * Takes a signed-in member's new socket: `hello` with the id to resume from, then every
   * stored event after `since` (none on a first connection), then live delivery.
   */
  async accept(socket: WebSocket, memberId: string, sessionId: string, since: number | undefined): Promise<void> {
    const client = new SocketClient(memberId, sessionId, socket, new FrameBudget(this.now));
    // Registered before anything is read, so a change announced meanwhile is pulled afterwards.
    const set = this.#clients.get(memberId) ?? new Set();
    set.add(client);
    this.#clients.set(memberId, set);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (raw) => this.#intake.take(client, raw));
    socket.on('close', () => this.#remove(client));
    socket.on('error', () => socket.terminate());
    try {
      await this.presence.connected(memberId);
      const [last, oldest] = await Promise.all([lastEventId(this.#db, memberId), oldestKeptId(this.#db)]);
      const resync = since !== undefined && since > 0 && oldest !== null && since < oldest - 1;
      client.settled =
        since === undefined || resync
          ? last
          : Math.min(since, last, await resumePoint(this.#db, memberId, since, new Date(Date.now() - LOOKBACK_MS).toISOString()));
      client.send({ type: 'hello', lastEventId: client.settled, resync });
    } finally {
      client.ready();
    }
    await client.pull(this.#db);
  }

  /**
   * Resolves once every frame and presence change taken so far has been handled: tests wait on
   * it (after a ping's pong proves the frames arrived) instead of sleeping.
   */
  async settled(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.allSettled([...this.#inflight]);
  }

  #track(work: Promise<unknown>): void {
    this.#inflight.add(work);
    void work.finally(() => this.#inflight.delete(work));
  }

  /** These members may have new stored events: every socket of theirs on this process fetches them. */
  pull(memberIds: readonly string[]): void {
    for (const listener of this.#pullListeners) listener(memberIds);
    for (const id of memberIds) {
      for (const client of this.#clients.get(id) ?? []) void client.pull(this.#db).catch((e: unknown) => this.#log.warn(e));
    }
  }

  /**
   * These members have new stored events: their sockets on every process read them. For
   * changes that do not touch what their cached pages show (a message), instead of
   * `caches.memberChanged`, which also drops those pages.
   */
  announce(memberIds: readonly string[]): void {
    this.pull(memberIds);
    this.#publish({ from: this.#nodeId, to: memberIds });
  }

  /**
   * Also tell `listener` whenever members may have new stored events (announced or changed, on
   * any process), whether or not they have a socket here: web push sends what they missed.
   */
  onPull(listener: (memberIds: readonly string[]) => void): void {
    this.#pullListeners.push(listener);
  }

  /**
   * Also tell `listener` when a member goes on or offline, with the members who were told (their
   * connections); runs on the process that saw the change.
   */
  onPresence(listener: (memberId: string, online: boolean, told: readonly string[]) => void): void {
    this.#presenceListeners.push(listener);
  }

  /** A feature takes the client frames of this type (messaging: typing, delivered). */
  onFrame<T extends FeatureFrame['type']>(type: T, handler: FrameHandler<T>): void {
    this.#frameHandlers.set(type, handler as (memberId: string, frame: FeatureFrame) => Promise<void>);
  }

  /** Sends a live event to these members' sockets on every process. */
  send(memberIds: readonly string[], event: LiveEvent): void {
    this.#deliver(memberIds, event);
    this.#publish({ from: this.#nodeId, to: memberIds, event });
  }

  /** To the other processes, when Redis is there; without it this process's sockets were served and the rest catch up when it is back. */
  #publish(message: { from: string; to: readonly string[]; event?: LiveEvent }): void {
    if (this.#redis && redisUp(this.#redis)) void this.#redis.publish(this.#channel, JSON.stringify(message)).catch(() => undefined);
  }

  #deliver(memberIds: readonly string[], event: LiveEvent): void {
    const targets = new Set<SocketClient>();
    for (const id of memberIds) for (const client of this.#clients.get(id) ?? []) targets.add(client);
    if (event.type === 'presence') for (const client of this.#watchers.of(event.memberId)) targets.add(client);
    for (const client of targets) client.send(event);
  }

  /** A valid frame within the socket's budget, in its turn: `watch` is the hub's, the rest the features'. */
  async #handleFrame(client: SocketClient, frame: ClientFrame): Promise<void> {
    if (frame.type === 'watch') return this.#watchers.watch(client, frame.ids);
    await this.#frameHandlers.get(frame.type)?.(client.memberId, frame);
  }

  #remove(client: SocketClient): void {
    const set = this.#clients.get(client.memberId);
    if (!set?.delete(client)) return;
    this.#watchers.unwatch(client);
    if (set.size === 0) this.#clients.delete(client.memberId);
    this.presence.disconnected(client.memberId);
  }

  #ping(): void {
    for (const set of this.#clients.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
  }

  /**
   * Every PING_MS: cuts sockets that stopped answering pings, and closes those whose session
   * was signed out (on any process) or expired — sockets outlive the request that opened
   * them, and must stop receiving the member's events.
   */
  async sweep(): Promise<void> {
    this.#ping();
    await this.#closeEndedSessions();
  }

  async #closeEndedSessions(): Promise<void> {
    const clients = [...this.#clients.values()].flatMap((set) => [...set]);
    const ids = [...new Set(clients.map((c) => c.sessionId))];
    const live = await foundInSlices(ids, async (slice) => {
      const now = new Date().toISOString();
      const rows = await this.#db.selectFrom('session').select('id').where('id', 'in', slice).where('expiresAt', '>', now).execute();
      return rows.map((r) => r.id);
    });
    for (const c of clients) if (!live.has(c.sessionId)) c.socket.close(CLOSE_CODES.unauthenticated, 'Signed out');
  }

  /**
   * Tells the member's connections (their cards of them show the dot) and, on every process,
   * the tabs watching the member (search results, Discover, requests).
   */
  async #presenceChanged(memberId: string, online: boolean): Promise<void> {
    const rows = await this.#db
      .selectFrom('connection')
      .select(['requesterId', 'addresseeId'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('requesterId', '=', memberId), eb('addresseeId', '=', memberId)]))
      .execute();
    const others = rows.map((r) => (r.requesterId === memberId ? r.addresseeId : r.requesterId));
    for (const listener of this.#presenceListeners) listener(memberId, online, others);
    this.send(others, { type: 'presence', memberId, online });
  }
}
