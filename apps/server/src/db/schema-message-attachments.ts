import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Attachments in messages (migration 20261219-001, features/messaging, ADR 072). */

/** bigint columns: PostgreSQL hands them back as strings. */
type BigIntColumn = ColumnType<number | string, number, number>;

/**
 * One file: an upload while its bytes arrive (finishedAt null), then a finished attachment
 * waiting for its message (messageId null), then part of that message.
 */
export interface MessageAttachmentTable {
  id: string;
  uploaderId: string;
  messageId: string | null;
  /** Its place among the message's files (the order the sender gave). */
  position: number;
  /** Display name only; never a path. */
  name: string;
  /** Bytes announced at creation: the upload is finished when this many are in. */
  size: BigIntColumn;
  /** Set when finished: read from the content. */
  mime: string | null;
  /** image | document. */
  kind: string | null;
  width: number | null;
  height: number | null;
  storageKey: string | null;
  thumbnailKey: string | null;
  thumbnailBytes: number | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** The bytes of an unfinished upload, one row per chunk (every server process sees them). */
export interface AttachmentUploadChunkTable {
  uploadId: string;
  /** Where this chunk starts in the file. */
  byteOffset: BigIntColumn;
  size: number;
  bytes: Buffer;
}

export interface MessageAttachmentTables {
  messageAttachment: MessageAttachmentTable;
  attachmentUploadChunk: AttachmentUploadChunkTable;
}
