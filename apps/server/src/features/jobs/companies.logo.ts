import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@skilllink/contracts/companies';
import { AppError } from '../../platform/errors.js';

/** The logo messages, word for word as errors.en.ts says them. */
export const logoTooLarge = () => new AppError(413, 'logo_too_large', 'Your logo must be an image of at most 2 MB');
const logoWrongType = () => new AppError(415, 'logo_invalid_type', 'Your logo must be a PNG, JPEG or WebP image');

const ALLOWED = new Set<string>(LOGO_TYPES);
/** Longest side in pixels: four times the 64 px the job page shows, sharp on any screen. */
const SIDE = 256;

/** Served by GET /api/v1/company-logos/:key; the key carries a content hash, so answers cache forever. */
export const LOGO_PATH = '/api/v1/company-logos/';

/** The storage key of a logo path we wrote (null for anything else: nothing else is ours to remove). */
export function logoKey(logo: string | null): string | null {
  return logo?.startsWith(LOGO_PATH) ? logo.slice(LOGO_PATH.length) : null;
}

/**
 * Turns an upload into the logo we serve, as profile photos are (profile/photo.ts): the real
 * content is checked (magic bytes, never the file name or declared type: a renamed program is
 * refused), then decoded and re-encoded as a WebP no larger than SIDE, whole (a logo is not
 * cropped) and with its transparency. Re-encoding drops metadata and anything smuggled after
 * the image data.
 */
export async function toLogoImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ALLOWED.has(type.mime)) throw logoWrongType();
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'logo_unreadable', 'This image could not be read. Please choose another file');
  }
}

/** The key a logo is stored under: the company and a hash of the image. */
export const newLogoKey = (companyId: string, image: Buffer) =>
  `logo-${companyId}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
