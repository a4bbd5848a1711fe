import { useEffect, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

// "Data saver saved 12 MB this month" (issue 28 §4, ADR 074): the bytes this device did NOT
// fetch because data saver was on, kept per calendar month (the device's own clock and time
// zone; a new month starts again at 0). A count of what was avoided, so partly an estimate:
// - a photo shown as initials: the API gives photo URLs without sizes, so each kind counts a
//   typical size (PHOTO_BYTES), once per address per visit (the browser would have cached it);
// - a video played in the low rendition: the standard rendition's bytes minus the low one's,
//   for the seconds played (both sizes are real, from the lesson);
// - a lesson video never played: what preloading its start would have cost (VIDEO_PRELOAD_BYTES).

const KEY = 'sl-data-saved';

/**
 * Typical size of a photo not fetched, by kind (estimates, not measurements of each photo).
 * Avatars are re-encoded by the server as 400×400 WebP at quality 82 (profile/photo.ts): a phone
 * portrait comes to ~15–35 KB, so 24 KB. Company logos are mostly flat colours and text: ~8 KB.
 * Other result images (course thumbnails, 640×360 WebP) ~4 KB for the generated ones, more for
 * photos: 12 KB. Course thumbnails on the course and dashboard pages are the catalogue's own
 * (/media/courses/thumb-*.webp): 3.8–4.9 KB each on the wire (docs/benchmarks.md), so 4.5 KB.
 */
export const PHOTO_BYTES = { avatar: 24_000, logo: 8_000, image: 12_000, thumbnail: 4_500 } as const;
export type PhotoKind = keyof typeof PHOTO_BYTES;

/**
 * What preload="metadata" costs for a lesson video (an estimate): the browser reads the start of
 * the file (header, cues, first frames) in one range request, which for our short clips is about
 * the first 32 KB; a smaller file counts its whole size.
 */
export const VIDEO_PRELOAD_BYTES = 32 * 1024;

interface Saved {
  /** "2026-11": the calendar month the bytes belong to. */
  month: string;
  bytes: number;
}

const monthOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

function read(now: Date): Saved {
  const month = monthOf(now);
  try {
    const saved = JSON.parse(readStored(KEY) ?? 'null') as Partial<Saved> | null;
    if (saved?.month === month && typeof saved.bytes === 'number' && Number.isFinite(saved.bytes) && saved.bytes >= 0) {
      return { month, bytes: saved.bytes };
    }
  } catch {
    // Unreadable: counting starts again, as in a new month.
  }
  return { month, bytes: 0 };
}

const listeners = new Set<() => void>();

/** Bytes saved this calendar month on this device. */
export const savedThisMonth = (now: Date = new Date()): number => read(now).bytes;

/** Counts bytes data saver kept from being fetched (into this month's total). */
export function addSaved(bytes: number, now: Date = new Date()): void {
  if (!(bytes > 0) || !Number.isFinite(bytes)) return;
  const saved = read(now);
  writeStored(KEY, JSON.stringify({ month: saved.month, bytes: Math.round(saved.bytes + bytes) }));
  listeners.forEach((listener) => listener());
}

const held = new Set<string>();

/** A photo shown as initials because of data saver: counted once per address per visit, by its size when known. */
export function countHeldPhoto(url: string, kind: PhotoKind, bytes?: number | null): void {
  if (held.has(url)) return;
  held.add(url);
  addSaved(bytes ?? PHOTO_BYTES[kind]);
}

/**
 * Counts the photo at `url` when data saver holds it back (`holding`); for avatars, logos, result
 * images, thumbnails — by the estimate of its kind, or by `bytes` when the API gives the size.
 */
export function useHeldPhoto(url: string | null | undefined, holding: boolean, kind: PhotoKind, bytes?: number | null): void {
  useEffect(() => {
    if (url && holding) countHeldPhoto(url, kind, bytes);
  }, [url, holding, kind, bytes]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
// Read on each render (one small key): a page left open into a new month shows the new month's 0.
const current = () => savedThisMonth();

/** This month's total, re-rendering when it grows. */
export const useSavedThisMonth = (): number => useSyncExternalStore(subscribe, current, () => 0);

/** Forgets the photos counted this visit (tests). */
export const resetSavingsMemory = (): void => held.clear();
