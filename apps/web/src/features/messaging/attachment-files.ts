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

type Content = 'image' | 'pdf' | 'zip' | 'cfb';

/** What the first bytes say the file is (the server reads the whole file again). */
function contentOf(head: Uint8Array): Content | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (text: string, at = 0) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47) || ascii('GIF8') || (ascii('RIFF') && ascii('WEBP', 8))) return 'image';
  if (ascii('%PDF-')) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip'; // OOXML and OpenDocument
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'cfb'; // .doc, .xls, .ppt
  return null;
}

const CLAIMS: Record<string, Content> = {
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.webp': 'image',
  '.gif': 'image',
  '.pdf': 'pdf',
  '.docx': 'zip',
  '.xlsx': 'zip',
  '.pptx': 'zip',
  '.odt': 'zip',
  '.ods': 'zip',
  '.odp': 'zip',
  '.doc': 'cfb',
  '.xls': 'cfb',
  '.ppt': 'cfb',
};

/**
 * 'type' when the file's first bytes are not what its name (or, without a known extension, its
 * type) says: a renamed program or a page saved as ".pdf" is refused when chosen, not after
 * it was sent and the server refused it.
 */
export async function contentRefusal(file: File): Promise<'type' | null> {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const claimed = CLAIMS[extension] ?? (isImageFile(file) ? 'image' : file.type === 'application/pdf' ? 'pdf' : undefined);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const actual = contentOf(head);
  return actual !== null && (claimed === undefined || actual === claimed) ? null : 'type';
}

/** "240 KB", "1.2 MB" ("240 Ko" in French): the `attachments` texts of the messages namespace. */
export function formatSize(t: TFunction<'messages'>, bytes: number): string {
  if (bytes < 1024 * 1024) return t('attachments.kb', { value: numberFormat().format(Math.max(1, Math.round(bytes / 1024))) });
  return t('attachments.mb', { value: numberFormat({ maximumFractionDigits: 1 }).format(bytes / (1024 * 1024)) });
}
