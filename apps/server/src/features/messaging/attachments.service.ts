import type { Readable } from 'node:stream';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_UPLOAD_HOURS,
  type MessageAttachment,
  type Upload,
} from '@skilllink/contracts/message-attachments';
import type { DB } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import { AppError } from '../../platform/errors.js';
import { displayName } from '../../platform/file-content.js';
import { newId } from '../../platform/ids.js';
import type { Storage } from '../../platform/storage.js';
import { check, pastEnd, tooLarge } from './attachments.checks.js';
import { toAttachment } from './attachments.presenter.js';
import * as repo from './attachments.repository.js';

// Attachments of messages (issue 28 §5, ADR 072): a resumable upload modelled on tus. The bytes
// arrive as chunk rows in the database (every process sees the same offset), then move to the
// storage once complete and checked; the message names the finished uploads.

export interface AttachmentDeps {
  db: DB;
  storage: Storage;
  now: () => Date;
  /** Told when stored bytes could not be removed (they are unreachable either way). */
  warn: (err: unknown, message: string) => void;
}

/** Uploads a member may have under way at once: each holds its chunks in the database until done. */
export const UNFINISHED_MAX = 20;
const HOUR = 3_600_000;

export const notFound = () => new AppError(404, 'attachment_not_found', 'This file was not found');
const busy = () =>
  new AppError(429, 'rate_limited', 'You have too many files uploading at once. Wait for them to finish or cancel some', undefined, {
    key: 'rate_limited.uploads_busy',
  });

export async function create(deps: AttachmentDeps, me: string, input: { name: string; size: number }): Promise<Upload> {
  if (input.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    // The member's row, held until commit: two creates at once count one after the other.
    await lockRow(trx, 'user', me);
    if ((await repo.unfinishedCount(trx, me)) >= UNFINISHED_MAX) throw busy();
    await repo.insertUpload(trx, {
      id,
      uploaderId: me,
      messageId: null,
      position: 0,
      name: displayName(input.name, ATTACHMENT_NAME_MAX),
      size: input.size,
      mime: null,
      kind: null,
      width: null,
      height: null,
      storageKey: null,
      thumbnailKey: null,
      thumbnailBytes: null,
      createdAt: deps.now().toISOString(),
      finishedAt: null,
    });
  });
  return { id, size: input.size, offset: 0, attachment: null };
}

async function own(deps: AttachmentDeps, me: string, id: string) {
  const row = await repo.ownUpload(deps.db, id, me);
  if (!row) throw notFound();
  return row;
}

function asUpload(row: repo.AttachmentRow, offset: number): Upload {
  const finished = row.finishedAt !== null;
  return {
    id: row.id,
    size: Number(row.size),
    offset: finished ? Number(row.size) : offset,
    attachment: finished ? toAttachment(row) : null,
  };
}

/** How far my upload got (the next chunk starts at `offset`). */
export async function status(deps: AttachmentDeps, me: string, id: string): Promise<Upload> {
  const row = await own(deps, me, id);
  return asUpload(row, row.finishedAt === null ? await repo.receivedBytes(deps.db, id) : 0);
}

export type Appended = { upload: Upload } | { mismatch: number };

/**
 * Appends one chunk that starts at `offset`, which must be where the upload is now (else the
 * answer is that offset, and nothing is stored). The chunk with the last byte finishes the
 * upload; an empty chunk at the end finishes one whose finishing failed before.
 */
export async function append(deps: AttachmentDeps, me: string, id: string, offset: number, bytes: Buffer): Promise<Appended> {
  const row = await own(deps, me, id);
  const size = Number(row.size);
  if (row.finishedAt !== null) return offset === size && bytes.length === 0 ? { upload: asUpload(row, size) } : { mismatch: size };
  const reached = await deps.db.transaction().execute(async (trx): Promise<{ mismatch: number } | { offset: number }> => {
    // Held until commit (PostgreSQL; SQLite writes one at a time): two chunks at once cannot both append.
    await lockRow(trx, 'message_attachment', id);
    const current = await repo.receivedBytes(trx, id);
    if (current !== offset) return { mismatch: current };
    if (offset + bytes.length > size) throw pastEnd();
    if (bytes.length > 0) await repo.insertChunk(trx, id, offset, bytes);
    return { offset: offset + bytes.length };
  });
  if ('mismatch' in reached) return reached;
  if (reached.offset < size) return { upload: asUpload(row, reached.offset) };
  return { upload: asUpload(await complete(deps, row), size) };
}

/** Checks the whole file, stores it (and an image's thumbnail), and marks the upload finished. */
async function complete(deps: AttachmentDeps, row: repo.AttachmentRow): Promise<repo.AttachmentRow> {
  const bytes = Buffer.concat(await repo.chunksOf(deps.db, row.id));
  if (bytes.length !== Number(row.size)) {
    // Another request finished it meanwhile (its chunks are gone), or it is not whole after all.
    const now = await repo.ownUpload(deps.db, row.id, row.uploaderId);
    if (now?.finishedAt) return now;
    throw new AppError(409, 'attachment_incomplete', 'This file has not arrived completely yet: send the rest');
  }
  let checked;
  try {
    checked = await check(bytes, row.name);
  } catch (err) {
    // Refused for good: its bytes are of no further use.
    await repo.deleteUnattached(deps.db, [row.id]);
    throw err;
  }
  const storageKey = `msa-${row.id}.bin`;
  const thumbnailKey = checked.thumbnail ? `msa-${row.id}-thumb.webp` : null;
  // Keys from the id: finishing again after a failure writes the same files.
  await deps.storage.put(storageKey, bytes);
  if (checked.thumbnail && thumbnailKey) await deps.storage.put(thumbnailKey, checked.thumbnail);
  const finished = {
    mime: checked.mime,
    kind: checked.kind,
    width: checked.width,
    height: checked.height,
    storageKey,
    thumbnailKey,
    thumbnailBytes: checked.thumbnail?.length ?? null,
    finishedAt: deps.now().toISOString(),
  };
  await repo.finish(deps.db, row.id, finished);
  return { ...row, ...finished };
}

/** Cancels my upload (or a finished file not sent yet): its chunks and bytes go. */
export async function cancel(deps: AttachmentDeps, me: string, id: string): Promise<void> {
  const row = await own(deps, me, id);
  // A file of a message goes with its message.
  if (row.messageId !== null) throw notFound();
  await removeStored(deps, await repo.deleteUnattached(deps.db, [id]));
}

export interface Opened {
  attachment: MessageAttachment;
  body: Readable;
}

/** A file (or an image's thumbnail) for a member of its conversation; 404 for anyone else. */
export async function open(deps: AttachmentDeps, me: string, id: string, which: 'file' | 'thumbnail'): Promise<Opened> {
  const row = await repo.readableBy(deps.db, id, me);
  const key = which === 'file' ? row?.storageKey : row?.thumbnailKey;
  const body = row && key ? await deps.storage.getStream(key) : null;
  if (!row || !body) throw notFound();
  return { attachment: toAttachment(row), body };
}

/** Deletes uploads never sent within ATTACHMENT_UPLOAD_HOURS, with their bytes; answers how many. */
export async function sweep(deps: AttachmentDeps, batch = 200): Promise<number> {
  const before = new Date(deps.now().getTime() - ATTACHMENT_UPLOAD_HOURS * HOUR).toISOString();
  let swept = 0;
  for (;;) {
    const stale = await repo.staleUploads(deps.db, before, batch);
    if (stale.length === 0) return swept;
    await removeStored(
      deps,
      await repo.deleteUnattached(
        deps.db,
        stale.map((r) => r.id),
      ),
    );
    swept += stale.length;
  }
}

export async function removeStored(deps: Pick<AttachmentDeps, 'storage' | 'warn'>, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  for (const r of results) if (r.status === 'rejected') deps.warn(r.reason, 'stored bytes of a message attachment could not be removed');
}

/**
 * Gives a new message these finished uploads of its sender, in this order, in the caller's
 * transaction (refused: the transaction rolls back, and the message is not stored either).
 */
export async function attachToMessage(db: DB, messageId: string, me: string, ids: string[]): Promise<MessageAttachment[]> {
  if (ids.length === 0) return [];
  const refused = await repo.attach(db, messageId, me, ids);
  if (refused.length > 0) {
    const pending = await repo.ownUpload(db, refused[0]!, me);
    if (pending && pending.finishedAt === null) {
      throw new AppError(400, 'attachment_incomplete', 'A file of this message has not finished uploading yet', undefined, {
        key: 'attachment_incomplete.send',
      });
    }
    throw new AppError(400, 'attachment_not_found', 'A file of this message is no longer available: attach it again', undefined, {
      key: 'attachment_not_found.send',
    });
  }
  return ((await repo.ofMessages(db, [messageId])).get(messageId) ?? []).map(toAttachment);
}

/** The files of these messages, as the presenter shows them. */
export async function ofMessages(db: DB, messageIds: string[]): Promise<Map<string, MessageAttachment[]>> {
  const rows = await repo.ofMessages(db, messageIds);
  return new Map([...rows].map(([id, list]) => [id, list.map(toAttachment)]));
}
