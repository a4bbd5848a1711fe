import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { ClientFrame, CLOSE_CODES, FRAME_BUDGET } from '@skilllink/contracts/realtime';
import type { SocketClient } from './socket-client.js';

/** A socket closed for flooding that has not finished the closing handshake by then is cut. */
const FLOOD_CLOSE_GRACE_MS = 500;
/** Frames of one socket waiting for their handler; more are dropped (the handlers are behind). */
const QUEUE_MAX = FRAME_BUDGET.burst;

/**
 * Takes the frames of every socket (ADR 028): each is counted against its socket's budget
 * before it is even parsed, so a flood costs little more than reading it; over the budget it
 * is dropped, and a socket that keeps flooding is closed with CLOSE_CODES.tooManyFrames. Valid
 * frames wait in their socket's queue and are handled one at a time, one per turn of the
 * event loop: a burst of frames whose handlers read the database never holds the loop, and
 * HTTP requests are served between them.
 */
export class FrameIntake {
  readonly #log: FastifyBaseLogger;
  readonly #handle: (client: SocketClient, frame: ClientFrame) => Promise<void>;
  readonly #track: (work: Promise<unknown>) => void;

  constructor(opts: {
    log: FastifyBaseLogger;
    handle: (client: SocketClient, frame: ClientFrame) => Promise<void>;
    /** Work under way, for RealtimeHub.settled. */
    track: (work: Promise<unknown>) => void;
  }) {
    this.#log = opts.log;
    this.#handle = opts.handle;
    this.#track = opts.track;
  }

  /** A frame from the browser; anything that is not a valid frame is ignored. */
  take(client: SocketClient, raw: RawData): void {
    if (client.closing) return;
    const verdict = client.budget.take();
    if (verdict === 'close') return this.#cut(client);
    if (verdict === 'drop' || client.queue.length >= QUEUE_MAX) return;
    let frame: ClientFrame;
    try {
      const parsed = ClientFrame.safeParse(JSON.parse(String(raw)));
      if (!parsed.success) return;
      frame = parsed.data;
    } catch {
      return;
    }
    client.queue.push(frame);
    if (!client.draining) this.#track(this.#drain(client));
  }

  #cut(client: SocketClient): void {
    client.closing = true;
    client.queue.length = 0;
    this.#log.info({ memberId: client.memberId }, 'realtime socket closed: too many frames');
    client.socket.close(CLOSE_CODES.tooManyFrames, 'Too many frames');
    // A flooder keeps sending rather than answering the close: its data is ignored, then cut.
    setTimeout(() => client.socket.terminate(), FLOOD_CLOSE_GRACE_MS).unref();
  }

  async #drain(client: SocketClient): Promise<void> {
    client.draining = true;
    try {
      while (client.queue.length > 0 && !client.closing) {
        await new Promise((resolve) => setImmediate(resolve));
        const frame = client.queue.shift();
        if (!frame || client.closing) break;
        await this.#handle(client, frame).catch((e: unknown) => this.#log.warn({ err: e }, `realtime ${frame.type} frame failed`));
      }
    } finally {
      client.draining = false;
    }
  }
}
