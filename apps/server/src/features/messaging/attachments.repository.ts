import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { MessageAttachmentTable } from '../../db/schema-message-attachments.js';

// Attachments of messages (ADR 072): uploads while their bytes arrive, then files of messages.

export type AttachmentRow = Selectable<MessageAttachmentTable>;

export const insertUpload = (db: DB, row: Insertable<MessageAttachmentTable>) => db.insertInto('messageAttachment').values(row).execute();

/** A member's own upload or attachment; another member's is not found. */
export const ownUpload = (db: DB, id: string, uploaderId: string) =>
  db.selectFrom('messageAttachment').selectAll().where('id', '=', id).where('uploaderId', '=', uploaderId).executeTakeFirst();

export async function unfinishedCount(db: DB, uploaderId: string): Promise<number> {
  const row = await db
    .selectFrom('messageAttachment')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uploaderId', '=', uploaderId)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Bytes received so far: the stored chunks end to end. */
export async function receivedBytes(db: DB, uploadId: string): Promise<number> {
  const row = await db
    .selectFrom('attachmentUploadChunk')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('n'))
    .where('uploadId', '=', uploadId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const insertChunk = (db: DB, uploadId: string, byteOffset: number, bytes: Buffer) =>
  db.insertInto('attachmentUploadChunk').values({ uploadId, byteOffset, size: bytes.length, bytes }).execute();

export async function chunksOf(db: DB, uploadId: string): Promise<Buffer[]> {
  const rows = await db
    .selectFrom('attachmentUploadChunk')
    .select('bytes')
    .where('uploadId', '=', uploadId)
    .orderBy('byteOffset')
    .execute();
  return rows.map((r) => Buffer.from(r.bytes));
}

export type Finished = Pick<
  Updateable<MessageAttachmentTable>,
  'mime' | 'kind' | 'width' | 'height' | 'storageKey' | 'thumbnailKey' | 'thumbnailBytes'
> & { finishedAt: string };

/** Marks the upload finished (once) and drops its chunks, whose bytes are in the storage now. */
export async function finish(db: DB, id: string, finished: Finished): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('messageAttachment').set(finished).where('id', '=', id).where('finishedAt', 'is', null).execute();
    await trx.deleteFrom('attachmentUploadChunk').where('uploadId', '=', id).execute();
  });
}

/** Deletes uploads not (yet) part of a message, chunks and all; answers the storage keys they named. */
export async function deleteUnattached(db: DB, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('messageAttachment')
    .where('id', 'in', ids)
    .where('messageId', 'is', null)
    .returning(['storageKey', 'thumbnailKey'])
    .execute();
  return keysOf(rows);
}

/** Deletes a message's files; answers the storage keys they named. */
export async function deleteOfMessage(db: DB, messageId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('messageAttachment')
    .where('messageId', '=', messageId)
    .returning(['storageKey', 'thumbnailKey'])
    .execute();
  return keysOf(rows);
}

export const keysOf = (rows: Pick<AttachmentRow, 'storageKey' | 'thumbnailKey'>[]) =>
  rows.flatMap((r) => [r.storageKey, r.thumbnailKey]).filter((k): k is string => k !== null);

/**
 * Gives the message these uploads, in this order, if each is the sender's, finished and not yet
 * part of a message; answers the ids that were not (nothing is attached then: the caller's
 * transaction rolls back).
 */
export async function attach(db: DB, messageId: string, uploaderId: string, ids: string[]): Promise<string[]> {
  const refused: string[] = [];
  for (const [position, id] of ids.entries()) {
    const done = await db
      .updateTable('messageAttachment')
      .set({ messageId, position })
      .where('id', '=', id)
      .where('uploaderId', '=', uploaderId)
      .where('finishedAt', 'is not', null)
      .where('messageId', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) refused.push(id);
  }
  return refused;
}

/** The files of these messages, each message's in its order. */
export async function ofMessages(db: DB, messageIds: string[]): Promise<Map<string, AttachmentRow[]>> {
  const byMessage = new Map<string, AttachmentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('messageAttachment')
    .selectAll()
    .where('messageId', 'in', messageIds)
    .orderBy('messageId')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(row);
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/**
 * A finished file `memberId` may open: one of a message (not deleted) of a conversation they
 * are a member of, or their own upload not sent yet.
 */
export async function readableBy(db: DB, id: string, memberId: string): Promise<AttachmentRow | undefined> {
  const row = await db
    .selectFrom('messageAttachment')
    .selectAll()
    .where('id', '=', id)
    .where('finishedAt', 'is not', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.messageId === null) return row.uploaderId === memberId ? row : undefined;
  const member = await db
    .selectFrom('message as m')
    .innerJoin('conversationMember as cm', 'cm.conversationId', 'm.conversationId')
    .select('m.id')
    .where('m.id', '=', row.messageId)
    .where('m.deletedAt', 'is', null)
    .where('cm.userId', '=', memberId)
    .executeTakeFirst();
  return member ? row : undefined;
}

/** Uploads never sent that were started before `before` (at most `limit`). */
export const staleUploads = (db: DB, before: string, limit: number) =>
  db
    .selectFrom('messageAttachment')
    .select('id')
    .where('messageId', 'is', null)
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
