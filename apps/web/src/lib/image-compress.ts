import { ATTACHMENT_IMAGE_LONGEST_SIDE, ATTACHMENT_IMAGE_QUALITY } from '@skilllink/contracts/message-attachment-constants';

// Photos in messages (issue 28 §5): a 4 MB phone photo is made a ~1600 px WebP of a few hundred
// KB in the browser, before a byte goes out on costly mobile data. The member may ask for the
// original per message; a GIF goes as it is (its animation would be lost).

/** The size an image is drawn at: its longest side at most `longest`, the proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, longest = ATTACHMENT_IMAGE_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a file is one the browser should make smaller (raster stills only). */
export function compressible(file: Blob): boolean {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
}

/** "IMG_2041.jpg" → "IMG_2041.webp". */
export const webpName = (name: string): string => `${name.replace(/\.[^./\\]{1,8}$/, '') || 'photo'}.webp`;

/** Draws the bitmap at `size` and encodes it as WebP; null when this browser cannot. */
async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob | null> {
  const options = { type: 'image/webp', quality: ATTACHMENT_IMAGE_QUALITY };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob(options).catch(() => null);
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, options.type, options.quality));
}

/**
 * The file to send for a photo: a WebP at most ATTACHMENT_IMAGE_LONGEST_SIDE px, turned upright
 * as the camera meant (EXIF orientation), without its EXIF (no location goes out). The original
 * when the member asked for it, for a GIF or a document, when the browser cannot decode or
 * encode WebP (Safari before 17 encodes PNG instead), or when the result is not smaller.
 */
export async function compressImage(file: File, { original = false }: { original?: boolean } = {}): Promise<File> {
  if (original || !compressible(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const blob = await encode(bitmap, scaledSize(bitmap.width, bitmap.height));
    if (!blob || blob.type !== 'image/webp' || blob.size >= file.size) return file;
    return new File([blob], webpName(file.name), { type: 'image/webp', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
