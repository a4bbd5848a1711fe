import { z } from 'zod';
import { ATTACHMENT_CHUNK_MAX_BYTES, ATTACHMENT_KINDS, ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX } from './message-attachment-constants.js';

export * from './message-attachment-constants.js';

/**
 * Attachments in messages (issue 28 §5, ADR 072). A file goes up before its message, as a
 * resumable upload: create it (name and size), then send its bytes in chunks, each saying the
 * offset it starts at; after a dropped connection the client asks how far the server got and
 * goes on from there. When the last byte is in, the server reads the type from the content,
 * refuses what is not allowed, stores it (local folder or S3) and draws an image's thumbnail.
 * The message then names the finished uploads in `attachmentIds`.
 *
 *   POST  /api/v1/messages/uploads                 CreateUpload → 201 Upload
 *   GET   /api/v1/messages/uploads/:id             → Upload (how far it got: resume from `offset`)
 *   PATCH /api/v1/messages/uploads/:id             raw bytes (application/offset+octet-stream),
 *         header `Upload-Offset: <offset>`, ≤ ATTACHMENT_CHUNK_MAX_BYTES → Upload;
 *         409 attachment_offset_mismatch (with the server's offset) when the offset is not where it is
 *   DELETE /api/v1/messages/uploads/:id            → 204 (cancel)
 *   GET   /api/v1/messages/attachments/:id         the file (members of its conversation only)
 *   GET   /api/v1/messages/attachments/:id/thumbnail   an image's small WebP
 */

export const CreateUpload = z.object({
  /** The member's file name: a label only, never a path. */
  name: z.string().trim().min(1, 'Name the file').max(1000),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(ATTACHMENT_MAX_BYTES, `Files can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`),
});
export type CreateUpload = z.input<typeof CreateUpload>;

export const UploadParams = z.object({ id: z.string().trim().min(1).max(64) });
export const AttachmentParams = z.object({ id: z.string().trim().min(1).max(64) });

/** The header a chunk carries (and the 409 answer's field): where this chunk starts. */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export { ATTACHMENT_CHUNK_MAX_BYTES };

export const MessageAttachment = z.object({
  id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** Display-safe: last path part, no control characters, ≤ ATTACHMENT_NAME_MAX. */
  name: z.string().max(ATTACHMENT_NAME_MAX),
  /** Read from the content. */
  mime: z.string(),
  size: z.number().int().nonnegative(),
  /** Images: pixel size (the chat keeps the room before the thumbnail loads). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** /api/v1/messages/attachments/:id — downloads documents, shows images. */
  url: z.string(),
  /** Images only: a ≤ 320 px WebP, a few KB. */
  thumbnailUrl: z.string().nullable(),
  thumbnailBytes: z.number().int().nullable(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const Upload = z.object({
  id: z.string(),
  size: z.number().int(),
  /** Bytes the server has: the next chunk starts here. */
  offset: z.number().int(),
  /** Set once every byte is in and the file passed its checks. */
  attachment: MessageAttachment.nullable(),
});
export type Upload = z.infer<typeof Upload>;
