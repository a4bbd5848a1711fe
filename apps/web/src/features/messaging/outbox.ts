import { MESSAGING_ERRORS } from '@skilllink/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { ATTACHMENT_ERRORS } from '@skilllink/contracts/message-attachment-constants';
import { ApiError } from '../../lib/api';
import { cancelUpload, uploadFile } from '../../lib/resumable-upload';
import { readStored, writeStored } from '../../lib/storage';
import { addMessage, markClosed } from './api/cache';
import { sendMessage } from './api/send-message';
import { fileKey, indexedDbFiles, type OutboxFileStore } from './outbox-files';

/**
 * A message written but not yet acknowledged by the server. `sending` while a request is on its
 * way (stored as pending: a reload mid-request sends it again, with the same clientId, and the
 * server keeps it once); `failed` when the server refused it (Retry or Delete).
 */
/** Why a message was refused (a key of the messages namespace's `errors`). */
export type FailureReason = 'rateLimited' | 'sendFailed' | 'emailUnverified' | 'closed' | 'fileRefused' | 'fileMissing';

/** A file sent with a message: its bytes wait in IndexedDB (outbox-files.ts) until it is up. */
export interface OutboxFile {
  name: string;
  size: number;
  type: string;
  /** Set once the server made the upload: a reload resumes it rather than sending it again. */
  uploadId?: string;
  /** Set once every byte is in and the server accepted it. */
  attachmentId?: string;
  /** Bytes the server has (the bubble's progress). */
  sent?: number;
  /** The server refused this file for what it is (its content, its size): sending again cannot help. */
  refused?: 'type' | 'tooLarge';
}

export interface OutboxEntry {
  clientId: string;
  conversationId: string;
  content: string;
  createdAt: string;
  state: 'pending' | 'sending' | 'failed';
  /** Why it failed: the rate limit, or any other refusal. */
  reason?: FailureReason;
  files?: OutboxFile[];
}

/** Refusals of a file for what it is: a Retry would send the same bytes to the same answer. */
const FINAL_FILE_REFUSALS: readonly string[] = [ATTACHMENT_ERRORS.type, ATTACHMENT_ERRORS.notImage, ATTACHMENT_ERRORS.tooLarge];

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
  readonly #store: OutboxFileStore;
  /** This tab's copies of the files (read back from the store after a reload). */
  readonly #blobs = new Map<string, Blob>();
  /** Files still being written to the store, per message: sending waits for them. */
  readonly #saving = new Map<string, Promise<unknown>>();
  /** The message being sent now, so discarding it stops its upload. */
  #active: { clientId: string; controller: AbortController } | null = null;

  constructor(memberId: string, store: OutboxFileStore = indexedDbFiles) {
    this.memberId = memberId;
    this.#store = store;
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

  /** Keeps a new message and its files (the client id is made here, before the first try). */
  add(conversationId: string, content: string, files: File[] = []): OutboxEntry {
    const entry: OutboxEntry = {
      clientId: newClientId(),
      conversationId,
      content,
      createdAt: new Date().toISOString(),
      state: 'pending',
      ...(files.length > 0 && { files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })) }),
    };
    files.forEach((file, index) => this.#blobs.set(fileKey(entry.clientId, index), file));
    if (files.length > 0)
      this.#saving.set(entry.clientId, Promise.all(files.map((file, index) => this.#store.put(fileKey(entry.clientId, index), file))));
    this.#set([...this.#entries, entry]);
    return entry;
  }

  /** A file of a waiting message (the pending bubble's preview); undefined once gone. */
  async file(clientId: string, index: number): Promise<Blob | undefined> {
    const key = fileKey(clientId, index);
    const kept = this.#blobs.get(key) ?? (await this.#store.get(key));
    if (kept) this.#blobs.set(key, kept);
    return kept;
  }

  update(clientId: string, patch: Partial<OutboxEntry>): void {
    if (!this.#entries.some((e) => e.clientId === clientId)) return;
    this.#set(this.#entries.map((e) => (e.clientId === clientId ? { ...e, ...patch } : e)));
  }

  /** The message is stored (or given up): forget it and its files. */
  remove(clientId: string): void {
    const entry = this.#entries.find((e) => e.clientId === clientId);
    if (!entry) return;
    if (this.#active?.clientId === clientId) this.#active.controller.abort();
    this.#set(this.#entries.filter((e) => e.clientId !== clientId));
    entry.files?.forEach((_, index) => {
      this.#blobs.delete(fileKey(clientId, index));
      void this.#store.delete(fileKey(clientId, index));
    });
  }

  /** The member deletes an unsent message: its uploads stop and the server drops their bytes. */
  discard(clientId: string): void {
    const entry = this.#entries.find((e) => e.clientId === clientId);
    this.remove(clientId);
    for (const file of entry?.files ?? []) if (file.uploadId) void cancelUpload(file.uploadId);
  }

  #patchFile(clientId: string, index: number, patch: Partial<OutboxFile>): void {
    const entry = this.#entries.find((e) => e.clientId === clientId);
    if (!entry?.files) return;
    this.update(clientId, { files: entry.files.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  }

  /** Sends the message's files not yet up (resuming any started) and returns their attachment ids. */
  async #upload(clientId: string, signal: AbortSignal): Promise<string[]> {
    await this.#saving.get(clientId);
    const files = this.#entries.find((e) => e.clientId === clientId)?.files ?? [];
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      if (file.attachmentId) {
        ids.push(file.attachmentId);
        continue;
      }
      const blob = await this.file(clientId, index);
      if (!blob) throw new ApiError(400, 'file_missing', 'The file is no longer on this device');
      const attachment = await uploadFile(blob, file.name, {
        uploadId: file.uploadId,
        signal,
        onCreated: (uploadId) => this.#patchFile(clientId, index, { uploadId }),
        onProgress: (sent) => this.#patchFile(clientId, index, { sent }),
      }).catch((error: unknown) => {
        if (error instanceof ApiError && FINAL_FILE_REFUSALS.includes(error.code))
          this.#patchFile(clientId, index, { refused: error.code === ATTACHMENT_ERRORS.tooLarge ? 'tooLarge' : 'type' });
        throw error;
      });
      this.#patchFile(clientId, index, { attachmentId: attachment.id, sent: file.size });
      ids.push(attachment.id);
    }
    return ids;
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
      const controller = new AbortController();
      this.#active = { clientId: next.clientId, controller };
      try {
        const attachmentIds = await this.#upload(next.clientId, controller.signal);
        const { message } = await sendMessage(next.conversationId, {
          clientId: next.clientId,
          content: next.content,
          ...(attachmentIds.length > 0 && { attachmentIds }),
        });
        addMessage(queryClient, message);
        this.remove(next.clientId);
      } catch (error) {
        // Discarded while it was going: on to the next.
        if (controller.signal.aborted) continue;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 0 || status >= 500) {
          this.update(next.clientId, { state: 'pending' });
          return;
        }
        const code = error instanceof ApiError ? error.code : '';
        // The server no longer has an upload (expired): Retry sends the file again.
        if (code === ATTACHMENT_ERRORS.notFound || code === ATTACHMENT_ERRORS.incomplete)
          this.update(next.clientId, { files: next.files?.map(({ name, size, type }) => ({ name, size, type })) });
        // A conversation about an application that ended meanwhile: the chat says so in place of the composer.
        if (code === MESSAGING_ERRORS.closed) markClosed(queryClient, next.conversationId);
        this.update(next.clientId, {
          state: 'failed',
          reason:
            code === 'email_unverified'
              ? 'emailUnverified'
              : code === 'file_missing'
                ? 'fileMissing'
                : code.startsWith('attachment_')
                  ? 'fileRefused'
                  : code === MESSAGING_ERRORS.closed
                    ? 'closed'
                    : status === 429
                      ? 'rateLimited'
                      : 'sendFailed',
        });
      } finally {
        if (this.#active?.controller === controller) this.#active = null;
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
