import type { WebSocket } from 'ws';
import type { ClientFrame, LiveEvent, StoredEvent } from '@skilllink/contracts/realtime';
import type { DB } from '../../db/database.js';
import { eventsAfter } from './event-store.js';
import type { FrameBudget } from './frame-budget.js';

/** Stored events sent in one go; a client further behind gets the rest in the next batches. */
const BATCH = 200;
/**
 * On PostgreSQL two transactions can commit in the opposite order of their event ids, so each
 * socket looks this far back for ids it has not sent yet instead of trusting "above the last",
 * and a reconnect resumes this far behind the client's cursor (resumePoint).
 */
export const LOOKBACK_MS = 10_000;
/** A socket that cannot take its events this fast is cut; it reconnects and catches up. */
const MAX_BUFFERED = 1_048_576;

/** One open socket of a member: what it was sent, and delivery of the member's stored events. */
export class SocketClient {
  /** Every event of the member up to this id was sent (or predates the socket). */
  settled = 0;
  /** Ids above `settled` already sent, with when. */
  readonly #recent = new Map<number, number>();
  /** Starts true: nothing is pulled before `hello` has set the cursor. */
  #pulling = true;
  #again = false;
  alive = true;
  /** Members whose presence this tab asked for and may see (its cards, among the member's connections). */
  watching = new Set<string>();
  /** Counts `watch` frames, so an older one checked later does not replace a newer one. */
  watchTurn = 0;
  /** Closed for flooding: further frames are not even counted. */
  closing = false;
  /** Valid frames waiting for their handler, and whether they are being handled (FrameIntake). */
  readonly queue: ClientFrame[] = [];
  draining = false;

  constructor(
    readonly memberId: string,
    readonly sessionId: string,
    readonly socket: WebSocket,
    /** What this socket may still send (ADR 028). */
    readonly budget: FrameBudget,
  ) {}

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(event: StoredEvent | LiveEvent): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(event));
  }

  /** `hello` was sent with `settled` as the cursor: pulls from here on are allowed. */
  ready(): void {
    this.#pulling = false;
  }

  /** Sends the member's stored events this socket has not had yet, in id order, each once. */
  async pull(db: DB): Promise<void> {
    if (this.#pulling) {
      this.#again = true;
      return;
    }
    this.#pulling = true;
    try {
      do {
        this.#again = false;
        this.#settle();
        let after = this.settled;
        let batch: StoredEvent[];
        do {
          batch = await eventsAfter(db, this.memberId, after, BATCH);
          for (const event of batch) {
            after = event.id;
            if (this.#recent.has(event.id)) continue;
            this.#recent.set(event.id, Date.now());
            this.send(event);
          }
        } while (batch.length === BATCH && this.isOpen);
      } while (this.#again && this.isOpen);
    } finally {
      this.#pulling = false;
    }
  }

  /** Ids sent longer ago than the lookback can no longer be overtaken: fold them into `settled`. */
  #settle(): void {
    const cutoff = Date.now() - LOOKBACK_MS;
    for (const [id, at] of this.#recent) {
      if (at >= cutoff && this.#recent.size <= 1_000) continue;
      this.settled = Math.max(this.settled, id);
      this.#recent.delete(id);
    }
  }
}
