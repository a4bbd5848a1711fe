import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// What an uploaded file is, read from its bytes (ADR 057, ADR 072): the member's file name is only
// ever a label. Shared by a project's files and the attachments of messages.

/** Names as labels: the workspace's files and messages' attachments both keep 200 characters. */
const NAME_MAX = 200;

/** Bytes file-type needs to recognise every format it knows. */
const HEAD_BYTES = 4100;

/** Control characters, and the marks that reorder text on screen. */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name as a label: its last path part (so `../../etc/passwd` becomes `passwd`), without
 * control or bidirectional-override characters (which could make `exe.pdf` read as `fdp.exe`),
 * at most `max` characters with its extension kept.
 */
export function displayName(raw: string, max = NAME_MAX): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const clean = last.normalize('NFC').replace(UNSHOWN, '').trim();
  const name = clean.replace(/^\.+$/, '');
  if (!name) return 'file';
  if (name.length <= max) return name;
  const ext = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  return name.slice(0, max - ext.length) + ext;
}

/**
 * The first bytes of a body, read without consuming it: they are put back, and the body goes
 * on to the storage as the same stream (no copy, no extra stage per chunk). A body shorter
 * than the head has ended by then, so it comes back as a new stream of those bytes.
 */
export function peekHead(body: Readable): Promise<{ head: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      body.off('readable', onReadable).off('end', onEnd).off('error', onError);
      const head = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (ended) return resolve({ head, body: Readable.from([head], { objectMode: false }) });
      body.unshift(head);
      resolve({ head, body });
    };
    const onReadable = () => {
      for (let chunk = body.read() as Buffer | null; chunk !== null; chunk = body.read() as Buffer | null) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= HEAD_BYTES) return finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (err: Error) => {
      body.off('readable', onReadable).off('end', onEnd);
      reject(err);
    };
    body.on('readable', onReadable).once('end', onEnd).once('error', onError);
  });
}

const RASTER_NAME = /\.(png|jpe?g|gif|webp|avif|bmp|tiff?|heic|heif|ico)$/i;

export interface Sniffed {
  mime: string;
  kind: 'image' | 'document';
  /** The name promises an image that the content is not (refused: ADR 057). */
  disguised: boolean;
}

/** The real type from the first bytes; text without a signature is text/plain, the unknown is octet-stream. */
export async function sniff(head: Buffer, name: string): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(head);
  let mime = found?.mime ?? (looksLikeText(head) ? 'text/plain' : 'application/octet-stream');
  // SVG is text with a signature file-type does not read: an image, never drawn by the server nor shown inline.
  if (mime === 'text/plain' && /\.svg$/i.test(name) && /<svg[\s>]/i.test(head.toString('utf8'))) mime = 'image/svg+xml';
  const kind = mime.startsWith('image/') ? 'image' : 'document';
  return { mime, kind, disguised: RASTER_NAME.test(name) && kind !== 'image' };
}

/** Control bytes other than tab, line breaks, form feed and escape: binary, not text. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

function looksLikeText(head: Buffer): boolean {
  if (BINARY.test(head.toString('latin1'))) return false;
  try {
    // A multi-byte character cut at the end of the head is still text.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

const DRAWN = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/tiff', 'image/heic', 'image/heif']);
export const canThumbnail = (mime: string) => DRAWN.has(mime);

/** A small WebP of an image (re-encoded: nothing of the original but its pixels), or null when it cannot be read. */
export async function thumbnail(image: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(image, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** `attachment` (or `inline`) with the name twice: plain ASCII for old clients, UTF-8 for the rest (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
