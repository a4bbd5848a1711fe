// Attachments in messages (issue 28 §5, ADR 072): the limits and names both sides use, without
// zod (the web app imports these into its composer; the schemas are in message-attachments.ts).

const MB = 1024 * 1024;
/** One attachment, as uploaded (a photo after the browser compressed it, a document as it is). */
export const ATTACHMENT_MAX_BYTES = 10 * MB;
/** Files one message carries. */
export const ATTACHMENTS_PER_MESSAGE = 4;
/** What the web client sends per request: ~20 s at 100 kbit/s, so a dropped connection costs little. */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;
/** The most one chunk request may carry (the server refuses bigger bodies before reading them). */
export const ATTACHMENT_CHUNK_MAX_BYTES = 1 * MB;
/** Photos are resized in the browser to this longest side and sent as WebP, unless the member asks for the original. */
export const ATTACHMENT_IMAGE_LONGEST_SIDE = 1600;
export const ATTACHMENT_IMAGE_QUALITY = 0.8;
/** An upload not attached to a message within this time is deleted with its bytes. */
export const ATTACHMENT_UPLOAD_HOURS = 24;
export const ATTACHMENT_NAME_MAX = 200;
export const ATTACHMENT_KINDS = ['image', 'document'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Raster images the server can read and draw a thumbnail of (SVG is never accepted: it can carry script). */
export const ATTACHMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/**
 * Documents by their real type, read from the content: PDF, Word/Excel/PowerPoint (OOXML and the
 * older binary formats) and OpenDocument. The file picker's `accept` list comes from here too.
 */
export const ATTACHMENT_DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

export const ATTACHMENT_ERRORS = {
  tooLarge: 'attachment_too_large',
  type: 'attachment_type_not_allowed',
  notImage: 'attachment_not_image',
  offset: 'attachment_offset_mismatch',
  notFound: 'attachment_not_found',
  incomplete: 'attachment_incomplete',
} as const;
