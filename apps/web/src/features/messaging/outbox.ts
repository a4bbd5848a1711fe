import { MESSAGING_ERRORS } from '@skilllink/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { readStored, writeStored } from '../../lib/storage';
import { addMessage, markClosed } from './api/cache';
import { sendMessage } from './api/send-message';

/**
 * A message written but not yet acknowledged by the server. `sending` while a request is on its
 * way (stored as pending: a reload mid-request sends it again, with the same clientId, and the
 * server keeps it once); `failed` when the server refused it (Retry or Delete).
 */
/** Why a message was refused (a key of the messages namespace's `errors`). */
export type FailureReason = 'rateLimited' | 'sendFailed' | 'emailUnverified' | 'closed';

export interface OutboxEntry {
  clientId: string;
  conversationId: string;
  content: string;
  createdAt: string;
  state: 'pending' | 'sending' | 'failed';
  /** Why it failed: the rate limit, or any other refusal. */
  reason?: FailureReason;
}

const storageKey = (memberId: string) => `sl-outbox:${memberId}`;

/** crypto.randomUUID exists only in secure contexts; a plain-http address (a LAN test) gets 32 random hex digits. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(memberId: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKey(memberId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as OutboxEntry[]).filter(
      (e) => typeof e?.clientId === 'string' && typeof e.conversationId === 'string' && typeof e.content === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The member's outbox in localStorage: it survives a reload, and is per member, so another
 * account signing in on this browser never sends someone else's messages.
 */
export class Outbox {
  readonly memberId: string;
  #entries: OutboxEntry[];
  readonly #listeners = new Set<() => void>();
  #flushing: Promise<void> | null = null;

  constructor(memberId: string) {
    this.memberId = memberId;
    this.#entries = read(memberId).map((e) => (e.state === 'sending' ? { ...e, state: 'pending' } : e));
  }

  /** Oldest first; a new array after every change (a snapshot for useSyncExternalStore). */
  entries = (): OutboxEntry[] => this.#entries;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(entries: OutboxEntry[]): void {
    this.#entries = entries;
    writeStored(storageKey(this.memberId), JSON.stringify(entries.map((e) => (e.state === 'sending' ? { ...e, state: 'pending' } : e))));
    for (const listener of this.#listeners) listener();
  }

  /** Another tab changed the stored outbox: take its version (entries this tab is sending stay so). */
  reload(): void {
    const sending = new Set(this.#entries.filter((e) => e.state === 'sending').map((e) => e.clientId));
    this.#entries = read(this.memberId).map((e) => (sending.has(e.clientId) ? { ...e, state: 'sending' } : e));
    for (const listener of this.#listeners) listener();
  }

  /** Keeps a new message (the client id is made here, before the first try). */
  add(conversationId: string, content: string): OutboxEntry {
    const entry: OutboxEntry = {
      clientId: newClientId(),
      conversationId,
      content,
      createdAt: new Date().toISOString(),
      state: 'pending',
    };
    this.#set([...this.#entries, entry]);
    return entry;
  }

  update(clientId: string, patch: Partial<OutboxEntry>): void {
    if (!this.#entries.some((e) => e.clientId === clientId)) return;
    this.#set(this.#entries.map((e) => (e.clientId === clientId ? { ...e, ...patch } : e)));
  }

  remove(clientId: string): void {
    if (this.#entries.some((e) => e.clientId === clientId)) this.#set(this.#entries.filter((e) => e.clientId !== clientId));
  }

  /**
   * Sends every pending message, oldest first, one at a time (so they are stored in the order
   * written). A network failure or a server error stops the round and keeps the rest pending
   * for the next one (reconnect, back online, the next send); a refusal marks that one failed
   * and goes on. Calls made during a round join it.
   */
  flush(queryClient: QueryClient): Promise<void> {
    this.#flushing ??= this.#run(queryClient).finally(() => (this.#flushing = null));
    return this.#flushing;
  }

  async #run(queryClient: QueryClient): Promise<void> {
    for (;;) {
      const next = this.#entries.find((e) => e.state === 'pending');
      if (!next) return;
      this.update(next.clientId, { state: 'sending', reason: undefined });
      try {
        const { message } = await sendMessage(next.conversationId, { clientId: next.clientId, content: next.content });
        addMessage(queryClient, message);
        this.remove(next.clientId);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 0 || status >= 500) {
          this.update(next.clientId, { state: 'pending' });
          return;
        }
        const code = error instanceof ApiError ? error.code : '';
        // A conversation about an application that ended meanwhile: the chat says so in place of the composer.
        if (code === MESSAGING_ERRORS.closed) markClosed(queryClient, next.conversationId);
        this.update(next.clientId, {
          state: 'failed',
          reason:
            code === 'email_unverified'
              ? 'emailUnverified'
              : code === MESSAGING_ERRORS.closed
                ? 'closed'
                : status === 429
                  ? 'rateLimited'
                  : 'sendFailed',
        });
      }
    }
  }
}

const outboxes = new Map<string, Outbox>();

/** The one outbox object of a member in this tab, shared by the screens and the realtime sync. */
export function outboxFor(memberId: string): Outbox {
  let outbox = outboxes.get(memberId);
  if (!outbox) {
    outbox = new Outbox(memberId);
    outboxes.set(memberId, outbox);
  }
  return outbox;
}

/** Tests start from an empty browser: forget the tab's outbox objects. */
export function resetOutboxes(): void {
  outboxes.clear();
}
