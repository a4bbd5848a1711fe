import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_DOCUMENT_TYPES,
  ATTACHMENT_IMAGE_TYPES,
  ATTACHMENT_MAX_BYTES,
} from '@skilllink/contracts/message-attachment-constants';
import type { TFunction } from '../../lib/i18n';
import { compressible } from '../../lib/image-compress';
import { numberFormat } from '../../lib/intl';
import './i18n';

// What the composer accepts before anything is sent (issue 28 §5): the server checks the
// content again; this only spares the member an upload bound to be refused.

const extensions = ATTACHMENT_ACCEPT.split(',');
const types: readonly string[] = [...ATTACHMENT_IMAGE_TYPES, ...ATTACHMENT_DOCUMENT_TYPES];

/**
 * Why a chosen file cannot go: too big, or not a photo or document the chat takes; null when
 * fine. A JPEG, PNG or WebP photo is judged after it is made smaller (`sized`), not before: a
 * 12 MB camera photo goes out as a few hundred KB.
 */
export function refusal(file: File, { sized = false }: { sized?: boolean } = {}): 'tooLarge' | 'type' | null {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  // Phones often give office files no type: the name's extension decides then.
  if (!extensions.includes(extension) && !types.includes(file.type)) return 'type';
  if (file.type === 'image/svg+xml') return 'type';
  if (!sized && compressible(file)) return null;
  return file.size > ATTACHMENT_MAX_BYTES ? 'tooLarge' : null;
}

export const isImageFile = (file: { type: string }): boolean => (ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(file.type);

/** "240 KB", "1.2 MB" ("240 Ko" in French): the `attachments` texts of the messages namespace. */
export function formatSize(t: TFunction<'messages'>, bytes: number): string {
  if (bytes < 1024 * 1024) return t('attachments.kb', { value: numberFormat().format(Math.max(1, Math.round(bytes / 1024))) });
  return t('attachments.mb', { value: numberFormat({ maximumFractionDigits: 1 }).format(bytes / (1024 * 1024)) });
}
