import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, type LiveEvent, type StoredEvent } from '@skilllink/contracts/realtime';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../member-cache.js';
import { eventsAfter, lastEventId, oldestKeptId, pruneEvents } from './event-store.js';
import { Presence } from './presence.js';

/** Stored events sent in one go; a client further behind gets the rest in the next batches. */
const BATCH = 200;
/**
 * On PostgreSQL two transactions can commit in the opposite order of their event ids, so each
 * socket looks this far back for ids it has not sent yet instead of trusting "above the last".
 */
const LOOKBACK_MS = 10_000;
const PING_MS = 30_000;
/** A socket that cannot take its events this fast is cut; it reconnects and catches up. */
const MAX_BUFFERED = 1_048_576;

interface Client {
  memberId: string;
  sessionId: string;
  socket: WebSocket;
  /** Every event of the member up to this id was sent (or predates the socket). */
  settled: number;
  /** Ids above `settled` already sent, with when. */
  recent: Map<number, number>;
  pulling: boolean;
  again: boolean;
  alive: boolean;
}

/**
 * The realtime channel's hub: which members have sockets on this process, delivery of stored
 * events (pulled from the database whenever a member changes: `caches.memberChanged` reaches
 * every process) and of live events (sent directly; across processes over Redis pub/sub).
 */
export class RealtimeHub {
  readonly presence: Presence;
  readonly #clients = new Map<string, Set<Client>>();
  readonly #db: DB;
  readonly #redis: Redis | null;
  readonly #channel: string;
  readonly #nodeId = randomBytes(8).toString('hex');
  readonly #log: FastifyBaseLogger;
  #subscriber: Redis | null = null;
  #timers: NodeJS.Timeout[] = [];

  constructor(opts: { db: DB; redis: Redis | null; prefix: string; caches: MemberCaches; log: FastifyBaseLogger }) {
    this.#db = opts.db;
    this.#redis = opts.redis;
    this.#channel = `${opts.prefix}realtime`;
    this.#log = opts.log;
    this.presence = new Presence({
      redis: opts.redis,
      prefix: opts.prefix,
      nodeId: this.#nodeId,
      onChange: (memberId, online) => void this.#presenceChanged(memberId, online).catch((e: unknown) => this.#log.warn(e)),
    });
    opts.caches.onChange((ids) => this.pull(ids));
  }

  async start(): Promise<void> {
    this.presence.start();
    if (this.#redis) {
      this.#subscriber = this.#redis.duplicate();
      this.#subscriber.on('message', (_channel: string, message: string) => {
        const { from, to, event } = JSON.parse(message) as { from: string; to: string[]; event: LiveEvent };
        if (from !== this.#nodeId) this.#deliver(to, event);
      });
      await this.#subscriber.subscribe(this.#channel);
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
    await this.#subscriber?.quit();
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
    const client: Client = { memberId, sessionId, socket, settled: 0, recent: new Map(), pulling: true, again: false, alive: true };
    // Registered before anything is read, so a change announced meanwhile is pulled afterwards.
    const set = this.#clients.get(memberId) ?? new Set();
    set.add(client);
    this.#clients.set(memberId, set);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.#remove(client));
    socket.on('error', () => socket.terminate());
    try {
      await this.presence.connected(memberId);
      const [last, oldest] = await Promise.all([lastEventId(this.#db, memberId), oldestKeptId(this.#db)]);
      const resync = since !== undefined && since > 0 && oldest !== null && since < oldest - 1;
      client.settled = since === undefined || resync ? last : Math.min(since, last);
      this.#send(client, { type: 'hello', lastEventId: client.settled, resync });
    } finally {
      client.pulling = false;
    }
    await this.#pull(client);
  }

  /** These members may have new stored events: every socket of theirs on this process fetches them. */
  pull(memberIds: readonly string[]): void {
    for (const id of memberIds) {
      for (const client of this.#clients.get(id) ?? []) void this.#pull(client).catch((e: unknown) => this.#log.warn(e));
    }
  }

  /** Sends a live event to these members' sockets on every process. */
  send(memberIds: readonly string[], event: LiveEvent): void {
    this.#deliver(memberIds, event);
    void this.#redis?.publish(this.#channel, JSON.stringify({ from: this.#nodeId, to: memberIds, event })).catch(() => undefined);
  }

  #deliver(memberIds: readonly string[], event: LiveEvent): void {
    for (const id of memberIds) for (const client of this.#clients.get(id) ?? []) this.#send(client, event);
  }

  async #pull(client: Client): Promise<void> {
    if (client.pulling) {
      client.again = true;
      return;
    }
    client.pulling = true;
    try {
      do {
        client.again = false;
        this.#settle(client);
        let after = client.settled;
        let batch: StoredEvent[];
        do {
          batch = await eventsAfter(this.#db, client.memberId, after, BATCH);
          for (const event of batch) {
            after = event.id;
            if (client.recent.has(event.id)) continue;
            client.recent.set(event.id, Date.now());
            this.#send(client, event);
          }
        } while (batch.length === BATCH && this.#open(client));
      } while (client.again && this.#open(client));
    } finally {
      client.pulling = false;
    }
  }

  /** Ids sent longer ago than the lookback can no longer be overtaken: fold them into `settled`. */
  #settle(client: Client): void {
    const cutoff = Date.now() - LOOKBACK_MS;
    for (const [id, at] of client.recent) {
      if (at >= cutoff && client.recent.size <= 1_000) continue;
      client.settled = Math.max(client.settled, id);
      client.recent.delete(id);
    }
  }

  #send(client: Client, event: StoredEvent | LiveEvent): void {
    if (!this.#open(client)) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED) {
      client.socket.terminate();
      return;
    }
    client.socket.send(JSON.stringify(event));
  }

  #open(client: Client): boolean {
    return client.socket.readyState === client.socket.OPEN;
  }

  #remove(client: Client): void {
    const set = this.#clients.get(client.memberId);
    if (!set?.delete(client)) return;
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
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.#db
        .selectFrom('session')
        .select('id')
        .where('id', 'in', ids.slice(i, i + 500))
        .where('expiresAt', '>', new Date().toISOString())
        .execute();
      for (const r of rows) live.add(r.id);
    }
    for (const c of clients) if (!live.has(c.sessionId)) c.socket.close(CLOSE_CODES.unauthenticated, 'Signed out');
  }

  /** Tells the member's connections, the people whose cards of them can show the dot. */
  async #presenceChanged(memberId: string, online: boolean): Promise<void> {
    const rows = await this.#db
      .selectFrom('connection')
      .select(['requesterId', 'addresseeId'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('requesterId', '=', memberId), eb('addresseeId', '=', memberId)]))
      .execute();
    const others = rows.map((r) => (r.requesterId === memberId ? r.addresseeId : r.requesterId));
    if (others.length > 0) this.send(others, { type: 'presence', memberId, online });
  }
}
