// Types only from the schema module; values from the zod-free constants entry (no zod in pages).
import type { ClientFrame, LiveEvent, ServerEvent, StoredEvent } from '@skilllink/contracts/realtime';
import { CLOSE_CODES, REALTIME_PATH, WATCH_MAX } from '@skilllink/contracts/constants';

export type RealtimeStatus = 'connecting' | 'open' | 'offline';

export interface RealtimeHandlers {
  /** A stored event (each exactly once, in order) or a live one. */
  onEvent(event: StoredEvent | Exclude<LiveEvent, { type: 'hello' }>): void;
  /**
   * The socket is back after a drop. Stored events missed meanwhile arrive by themselves;
   * what live events would have said (presence, network changes) must be refetched. With
   * `resync` the server could no longer replay everything: refetch it all.
   */
  onReconnected(resync: boolean): void;
  onStatus?(status: RealtimeStatus): void;
  /** The server says the session is gone: stop until signed in again. */
  onSignedOut?(): void;
}

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** Ids of stored events already handled, kept to drop repeats after a replay. */
const SEEN_MAX = 500;

/** Waits 0.5 s, 1 s, 2 s… up to 30 s, each with jitter, so a restarted server is not stormed. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const isStored = (e: ServerEvent): e is StoredEvent => 'id' in e && typeof e.id === 'number';

/**
 * The tab's one realtime socket: connects, remembers the last stored event id, reconnects
 * with backoff (at once when the browser comes back online or the tab becomes visible), and
 * resumes with `?since=` so nothing is lost; repeats are dropped so nothing is doubled.
 */
export class RealtimeClient {
  #socket: WebSocket | null = null;
  #cursor: number | null = null;
  readonly #seen = new Set<number>();
  #attempt = 0;
  #everOpened = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = true;
  #watching: string[] = [];
  readonly #handlers: RealtimeHandlers;
  readonly #url: string;

  constructor(handlers: RealtimeHandlers, url = defaultUrl()) {
    this.#handlers = handlers;
    this.#url = url;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    window.addEventListener('online', this.#wake);
    document.addEventListener('visibilitychange', this.#wake);
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    window.removeEventListener('online', this.#wake);
    document.removeEventListener('visibilitychange', this.#wake);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
  }

  /**
   * The members whose cards the tab shows: the server pushes the presence of those who are
   * the member's connections (others are ignored, ADR 028). Replaces the previous list; sent
   * again after every reconnect.
   */
  watch(memberIds: readonly string[]): void {
    const ids = [...new Set(memberIds)].sort().slice(0, WATCH_MAX);
    if (ids.join() === this.#watching.join()) return;
    this.#watching = ids;
    this.#sendWatch();
  }

  /**
   * Sends one frame (typing, delivered) if the socket is open (answers whether it did). Frames are hints about the
   * present: one sent while disconnected is dropped, not queued (a stale "typing" would lie).
   */
  send(frame: Exclude<ClientFrame, { type: 'watch' }>): boolean {
    if (this.#socket?.readyState !== WebSocket.OPEN) return false;
    this.#socket.send(JSON.stringify(frame));
    return true;
  }

  #sendWatch(): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify({ type: 'watch', ids: this.#watching }));
  }

  readonly #wake = (): void => {
    if (this.#stopped || this.#socket || document.visibilityState === 'hidden') return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#connect();
  };

  #connect(): void {
    this.#handlers.onStatus?.('connecting');
    const since = this.#cursor === null ? '' : `?since=${this.#cursor}`;
    const socket = new WebSocket(this.#url + since);
    this.#socket = socket;
    socket.onmessage = (message) => {
      if (socket !== this.#socket) return;
      let event: ServerEvent;
      try {
        event = JSON.parse(String(message.data)) as ServerEvent;
      } catch {
        return;
      }
      this.#receive(event);
    };
    socket.onclose = (close) => {
      if (socket !== this.#socket) return;
      this.#socket = null;
      this.#handlers.onStatus?.('offline');
      if (this.#stopped) return;
      if (close.code === CLOSE_CODES.unauthenticated) {
        this.stop();
        this.#handlers.onSignedOut?.();
        return;
      }
      const delay = close.code === CLOSE_CODES.goingAway && this.#attempt === 0 ? 0 : backoffDelay(this.#attempt);
      this.#attempt += 1;
      this.#timer = setTimeout(() => {
        this.#timer = null;
        if (!this.#stopped) this.#connect();
      }, delay);
    };
  }

  #receive(event: ServerEvent): void {
    if (event.type === 'hello') {
      // A first connection that only succeeded after failed attempts is a reconnect too: the
      // page's data was loaded before the failures, and events of that gap are not replayed
      // (without a cursor there is nothing to replay from).
      const reconnected = this.#everOpened || this.#attempt > 0;
      this.#attempt = 0;
      this.#handlers.onStatus?.('open');
      this.#everOpened = true;
      if (this.#watching.length > 0) this.#sendWatch();
      if (event.resync || this.#cursor === null) this.#cursor = event.lastEventId;
      if (reconnected || event.resync) this.#handlers.onReconnected(event.resync);
      return;
    }
    if (isStored(event)) {
      if (this.#seen.has(event.id)) return;
      this.#seen.add(event.id);
      if (this.#seen.size > SEEN_MAX) this.#seen.delete(this.#seen.values().next().value!);
      this.#cursor = Math.max(this.#cursor ?? 0, event.id);
    }
    this.#handlers.onEvent(event);
  }
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}
