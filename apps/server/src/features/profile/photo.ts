import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@skilllink/contracts/constants';
import { AppError } from '../../platform/errors.js';

/** The two photo messages, word for word: errors.en.ts and e2e/tests/profile.spec.ts use the same sentences. */
export const photoTooLarge = () => new AppError(413, 'photo_too_large', 'File size must be less than 5MB');
export const photoWrongType = () => new AppError(415, 'photo_invalid_type', 'Please select a valid image file (JPEG, PNG, GIF, or WebP)');

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** Square side in pixels: sharp at twice the largest size the profile header shows. */
const SIDE = 400;

/**
 * Turns an upload into the avatar we serve: the real content is checked (magic bytes, never
 * the file name or declared type), then decoded and re-encoded as a small square WebP. Re-encoding
 * drops EXIF (location, camera) and anything smuggled after the image data.
 */
export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ALLOWED.has(type.mime)) throw photoWrongType();
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate() // honour the camera's orientation before the metadata goes
      .resize(SIDE, SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'photo_unreadable', 'This image could not be read. Please choose another file');
  }
}
