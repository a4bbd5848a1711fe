import sharp from 'sharp';
import { ATTACHMENT_DOCUMENT_TYPES, ATTACHMENT_IMAGE_TYPES, ATTACHMENT_MAX_BYTES } from '@skilllink/contracts/message-attachments';
import { AppError } from '../../platform/errors.js';
import { sniff, thumbnail } from '../../platform/file-content.js';

// What a finished upload is, from its bytes alone (ADR 072): only raster images that decode and
// office documents and PDFs pass. The name is a label, except that it must not promise an image
// the content is not, nor turn a compound file (which is also what .msi installers are) into
// something other than an old Office document.

const MB = 1024 * 1024;

export const tooLarge = () =>
  new AppError(413, 'attachment_too_large', `Files can be at most ${ATTACHMENT_MAX_BYTES / MB} MB`, undefined, {
    params: { max: ATTACHMENT_MAX_BYTES / MB },
  });
export const pastEnd = () =>
  new AppError(413, 'attachment_too_large', 'This part goes past the end of the file', undefined, {
    key: 'attachment_too_large.past_end',
  });
const typeRefused = (name: string) =>
  new AppError(
    415,
    'attachment_type_not_allowed',
    `"${name}" cannot be sent: send photos (JPEG, PNG, WebP, GIF), PDFs or office documents`,
    undefined,
    { params: { name } },
  );
const notImage = (name: string) =>
  new AppError(415, 'attachment_not_image', `"${name}" is not an image that can be shown, although its name says so`, undefined, {
    params: { name },
  });

const images: readonly string[] = ATTACHMENT_IMAGE_TYPES;
const documents: readonly string[] = ATTACHMENT_DOCUMENT_TYPES;
const OLD_OFFICE_NAME = /\.(doc|xls|ppt)$/i;

export interface Checked {
  mime: string;
  kind: 'image' | 'document';
  width: number | null;
  height: number | null;
  /** Images: a ≤ 320 px WebP. */
  thumbnail: Buffer | null;
}

/** The file's real type, or the refusal the member reads (415). */
export async function check(bytes: Buffer, name: string): Promise<Checked> {
  const type = await sniff(bytes, name);
  if (type.disguised) throw notImage(name);
  if (images.includes(type.mime)) {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .metadata()
      .catch(() => null);
    // Drawing the thumbnail decodes the whole image: a broken one fails here.
    const preview = meta ? await thumbnail(bytes) : null;
    if (!meta || !preview) throw notImage(name);
    const { width, height } = meta.autoOrient ?? meta;
    return { mime: type.mime, kind: 'image', width, height, thumbnail: preview };
  }
  if (!documents.includes(type.mime)) throw typeRefused(name);
  if (type.mime === 'application/x-cfb' && !OLD_OFFICE_NAME.test(name)) throw typeRefused(name);
  return { mime: type.mime, kind: 'document', width: null, height: null, thumbnail: null };
}
