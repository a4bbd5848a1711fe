import { api, ApiError } from './api';
import { isReachable, onReachability } from './connectivity';
import { LAST_MEMBER_KEY, WRITE_QUEUE_PREFIX } from './offline-data';
import { readStored, writeStored } from './storage';

// Writes made offline (issue 28 §2, ADR 075): quiz answers, calendar events, task checkboxes.
// Each is kept as the request itself, with a client id, in localStorage per member, and sent
// once the server answers again, oldest first. Exactly once comes from the server: every
// request queued here is idempotent (a PUT of a value, a create carrying its clientId, a
// submit answered with the stored result), so a reload mid-request may send it again safely.

export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface WriteEntry {
  /** The client id: also sent in the body where the server dedupes on it (calendar create). */
  id: string;
  /** Who handles the answer (`calendar.create`, `task.done`, `quiz.answer`…). */
  kind: string;
  payload: WriteRequest;
  createdAt: string;
  /** Tries so far (network failures included). */
  attempts: number;
}

export type WriteOutcome = { entry: WriteEntry; ok: true; data: unknown } | { entry: WriteEntry; ok: false; error: ApiError };

/** What a feature does with the answer: update its cache, say what was refused. */
export interface WriteKind {
  /** An answer that means "already done" (a DELETE of something gone: 404). */
  done?: (error: ApiError) => boolean;
  settled?: (outcome: WriteOutcome) => void;
}

const kinds = new Map<string, WriteKind>();
const listeners = new Set<(outcome: WriteOutcome) => void>();

/** A feature says how its kind of write ends; registering sends what was waiting for it. */
export function registerWriteKind(kind: string, handler: WriteKind): void {
  kinds.set(kind, handler);
}

/** Every settled write (the toast for a refusal listens here). */
export function onWriteSettled(listener: (outcome: WriteOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** crypto.randomUUID exists only in secure contexts; a plain-http address gets 32 random hex digits. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const isEntry = (e: unknown): e is WriteEntry => {
  const x = e as WriteEntry | null;
  return typeof x?.id === 'string' && typeof x.kind === 'string' && typeof x.payload?.path === 'string';
};

/** 2xx or a definitive refusal ends an entry; no answer, 5xx, 408, 429 and 401 (signed out: kept until sign-out clears it) keep it. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

/**
 * One member's queue. It keeps no copy of its own: every call reads localStorage, so another
 * tab's additions and a sign-out (which removes the key) are seen at once.
 */
export class WriteQueue {
  readonly memberId: string;
  readonly #key: string;
  readonly #subscribers = new Set<() => void>();
  #raw: string | null = null;
  #snapshot: WriteEntry[] = [];
  #running: Promise<void> = Promise.resolve();
  #waiting: Promise<void> | null = null;

  constructor(memberId: string) {
    this.memberId = memberId;
    this.#key = `${WRITE_QUEUE_PREFIX}${memberId}`;
  }

  /** Oldest first; the same array until the stored queue changes (a useSyncExternalStore snapshot). */
  entries = (): WriteEntry[] => {
    const raw = readStored(this.#key);
    if (raw === this.#raw) return this.#snapshot;
    this.#raw = raw;
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      this.#snapshot = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      this.#snapshot = [];
    }
    return this.#snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.#subscribers.add(listener);
    return () => this.#subscribers.delete(listener);
  };

  #write(entries: WriteEntry[]): void {
    writeStored(this.#key, JSON.stringify(entries));
    for (const listener of this.#subscribers) listener();
  }

  /**
   * Keeps a write. `replaces` drops a waiting one it makes pointless (a second pick of the same
   * answer, the checkbox ticked and unticked): the latest state is what is sent.
   */
  add(kind: string, payload: WriteRequest, options: { id?: string; replaces?: (e: WriteEntry) => boolean } = {}): WriteEntry {
    const entry: WriteEntry = { id: options.id ?? newClientId(), kind, payload, createdAt: new Date().toISOString(), attempts: 0 };
    const kept = options.replaces ? this.entries().filter((e) => !(e.kind === kind && options.replaces!(e))) : this.entries();
    this.#write([...kept, entry]);
    return entry;
  }

  #remove(id: string): void {
    this.#write(this.entries().filter((e) => e.id !== id));
  }

  /**
   * Sends everything waiting, oldest first, one at a time. A call during a round starts one more
   * after it (what was added meanwhile may have come after the round looked); calls made while
   * that one waits join it.
   */
  flush(): Promise<void> {
    this.#waiting ??= this.#running.then(() => {
      this.#waiting = null;
      return (this.#running = this.#run().catch(() => undefined));
    });
    return this.#waiting;
  }

  async #run(): Promise<void> {
    for (;;) {
      const next = this.entries()[0];
      if (!next) return;
      this.#write(this.entries().map((e) => (e.id === next.id ? { ...e, attempts: e.attempts + 1 } : e)));
      let outcome: WriteOutcome;
      try {
        const { method, path, body } = next.payload;
        outcome = { entry: next, ok: true, data: await api<unknown>(path, { method, body }) };
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(0, 'network_error', 'Network error');
        // Nothing more goes this round: the order is kept, and the next reconnect tries again.
        if (!isFinal(error.status)) return;
        outcome = kinds.get(next.kind)?.done?.(error) ? { entry: next, ok: true, data: undefined } : { entry: next, ok: false, error };
      }
      this.#remove(next.id);
      kinds.get(next.kind)?.settled?.(outcome);
      for (const listener of listeners) listener(outcome);
    }
  }
}

const queues = new Map<string, WriteQueue>();

export function writeQueueFor(memberId: string): WriteQueue {
  let queue = queues.get(memberId);
  if (!queue) queues.set(memberId, (queue = new WriteQueue(memberId)));
  return queue;
}

/** The member the app runs as (remembered at each session check, ADR 070); null when signed out. */
export function currentMemberId(): string | null {
  try {
    const member = JSON.parse(readStored(LAST_MEMBER_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof member?.id === 'string' ? member.id : null;
  } catch {
    return null;
  }
}

/** The signed-in member's queue (an empty, unsaved one when nobody is: nothing is kept then). */
export function currentWriteQueue(): WriteQueue {
  return writeQueueFor(currentMemberId() ?? '');
}

/** Sends what the signed-in member left waiting (at start, and whenever the server answers again). */
export function flushWrites(): Promise<void> {
  const member = currentMemberId();
  return member && isReachable() ? writeQueueFor(member).flush() : Promise.resolve();
}

/** Tests start from an empty browser: forget the queue objects (features' kinds stay registered). */
export function resetWriteQueues(): void {
  queues.clear();
}

// Loaded with the first feature that queues: whatever a previous visit left goes now, and
// again whenever the server answers after a silence (lib/connectivity.ts).
if (typeof window !== 'undefined') {
  onReachability(() => void flushWrites());
  window.addEventListener('online', () => void flushWrites());
  setTimeout(() => void flushWrites(), 0);
}
