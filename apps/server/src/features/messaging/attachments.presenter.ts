import type { MessageAttachment } from '@skilllink/contracts/message-attachments';
import type { AttachmentRow } from './attachments.repository.js';

/** Where a file is read: the session cookie is the credential (members of its conversation only). */
export const attachmentUrl = (id: string) => `/api/v1/messages/attachments/${id}`;

/** A finished attachment as every member of its conversation sees it (ADR 072). */
export function toAttachment(row: AttachmentRow): MessageAttachment {
  const url = attachmentUrl(row.id);
  return {
    id: row.id,
    kind: row.kind === 'image' ? 'image' : 'document',
    name: row.name,
    mime: row.mime ?? 'application/octet-stream',
    size: Number(row.size),
    width: row.width,
    height: row.height,
    url,
    thumbnailUrl: row.thumbnailKey ? `${url}/thumbnail` : null,
    thumbnailBytes: row.thumbnailBytes,
  };
}
