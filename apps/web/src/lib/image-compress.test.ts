import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressible, compressImage, scaledSize, webpName } from './image-compress';

const photo = (type = 'image/jpeg', bytes = 1_000_000, name = 'IMG_2041.jpg') => new File([new Uint8Array(bytes)], name, { type });

/** A browser that decodes a 4000×3000 photo and encodes what it is asked as `encoded`. */
function browser(encoded: Blob) {
  const drawn: number[][] = [];
  const bitmap = { width: 4000, height: 3000, close: vi.fn() };
  const decode = vi.fn(() => Promise.resolve(bitmap));
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { drawImage: (_: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h]) };
    }
    convertToBlob(options: { type: string; quality: number }) {
      drawn.push([options.quality]);
      return Promise.resolve(encoded);
    }
  }
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { drawn, decode, bitmap };
}

describe('compressing a photo in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scales the longest side to 1600 px, keeping the proportions and never enlarging', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(3000, 2000)).toEqual({ width: 1600, height: 1067 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10_000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('names the result .webp and compresses only raster stills', () => {
    expect(webpName('IMG_2041.JPG')).toBe('IMG_2041.webp');
    expect(webpName('holiday.photo.png')).toBe('holiday.photo.webp');
    expect(webpName('.jpg')).toBe('photo.webp');
    expect(compressible(photo())).toBe(true);
    expect(compressible(photo('image/gif'))).toBe(false);
    expect(compressible(photo('application/pdf'))).toBe(false);
  });

  it('draws the photo upright at 1600 px and sends the WebP', async () => {
    const { drawn, decode, bitmap } = browser(new Blob([new Uint8Array(100_000)], { type: 'image/webp' }));
    const original = photo();
    const result = await compressImage(original);
    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(drawn).toEqual([[0, 0, 1600, 1200], [0.8]]);
    expect(result).toMatchObject({ name: 'IMG_2041.webp', type: 'image/webp', size: 100_000 });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps the original when asked, for a GIF, when WebP cannot be made or is not smaller', async () => {
    const { decode } = browser(new Blob([new Uint8Array(100_000)], { type: 'image/webp' }));
    const original = photo();
    expect(await compressImage(original, { original: true })).toBe(original);
    const gif = photo('image/gif', 500_000, 'dance.gif');
    expect(await compressImage(gif)).toBe(gif);
    expect(decode).not.toHaveBeenCalled();

    // A browser that encodes PNG when asked for WebP (older Safari).
    browser(new Blob([new Uint8Array(100_000)], { type: 'image/png' }));
    expect(await compressImage(original)).toBe(original);
    // A small, already compressed picture that would only grow.
    const small = photo('image/jpeg', 200_000);
    browser(new Blob([new Uint8Array(250_000)], { type: 'image/webp' }));
    expect(await compressImage(small)).toBe(small);
    // A file the browser cannot decode.
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    expect(await compressImage(original)).toBe(original);
  });

  it('sends the original where the browser has no createImageBitmap (jsdom, very old browsers)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const original = photo();
    expect(await compressImage(original)).toBe(original);
  });
});
