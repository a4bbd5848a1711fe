import { LESSONS_CACHE } from './offline-caches';
import { readStored, writeStored } from './storage';

// Lessons saved for offline (issue 28 §3, ADR 073). The files (one video rendition, captions,
// poster) go into the Cache API (`sl-lessons`), where the service worker answers them, range
// requests included, at their usual address; which lessons are saved is an index per member in
// localStorage, so another member on the device never sees them. Sign-out deletes both.

/** One member's saved lessons: `sl-saved-lessons:<member id>`. */
export const SAVED_LESSONS_PREFIX = 'sl-saved-lessons:';

export interface LessonFile {
  url: string;
  bytes: number;
}

export interface SavedLesson {
  courseId: string;
  lessonId: string;
  /** The rendition kept: the player plays this address, which the worker answers offline. */
  videoUrl: string;
  files: LessonFile[];
  /** Bytes stored (what was really downloaded). */
  bytes: number;
  savedAt: string;
}

/** The cache key of a file: its absolute address without the query (the worker looks it up so). */
export function lessonFileKey(url: string): string {
  const key = new URL(url, self.location.origin);
  key.search = '';
  key.hash = '';
  return key.href;
}

const indexKey = (memberId: string) => `${SAVED_LESSONS_PREFIX}${memberId}`;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; list: SavedLesson[] }>();
const NONE: SavedLesson[] = [];

/** The member's saved lessons, oldest first; the same array until it changes (a useSyncExternalStore snapshot). */
export function savedLessons(memberId: string | null): SavedLesson[] {
  if (!memberId) return NONE;
  const raw = readStored(indexKey(memberId));
  const kept = snapshots.get(memberId);
  if (kept && kept.raw === raw) return kept.list;
  let list: SavedLesson[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter((s: SavedLesson) => typeof s?.lessonId === 'string' && Array.isArray(s.files));
  } catch {
    list = [];
  }
  snapshots.set(memberId, { raw, list });
  return list;
}

export const savedLesson = (memberId: string | null, lessonId: string): SavedLesson | null =>
  savedLessons(memberId).find((s) => s.lessonId === lessonId) ?? null;

/** Bytes the member's saved lessons take. */
export const savedBytes = (memberId: string | null): number => savedLessons(memberId).reduce((sum, s) => sum + s.bytes, 0);

export function onSavedLessons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeIndex(memberId: string, list: SavedLesson[]): void {
  writeStored(indexKey(memberId), JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

/** Every file any member of this device saved (a file two members saved stays until both remove it). */
function filesInUse(): Set<string> {
  const used = new Set<string>();
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(SAVED_LESSONS_PREFIX)) continue;
      for (const saved of savedLessons(key.slice(SAVED_LESSONS_PREFIX.length))) saved.files.forEach((f) => used.add(lessonFileKey(f.url)));
    }
  } catch {
    // Storage refused: nothing is known to be in use.
  }
  return used;
}

/** Reads a response to the end, reporting each chunk's bytes. */
async function download(url: string, onBytes: (bytes: number) => void): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: BlobPart[] = [];
  const reader = response.body?.getReader();
  if (reader) {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value as BlobPart);
      onBytes(read.value.byteLength);
    }
  } else {
    const buffer = await response.arrayBuffer();
    chunks.push(buffer);
    onBytes(buffer.byteLength);
  }
  const blob = new Blob(chunks, { type });
  return new Response(blob, { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(blob.size) } });
}

/**
 * Downloads and keeps a lesson's files, then records it as saved for the member (only then: a
 * save cut short is not "saved"; what it stored is removed). `onProgress` gets bytes done of the
 * expected total.
 */
export async function saveLesson(
  memberId: string,
  lesson: { courseId: string; lessonId: string; videoUrl: string; files: LessonFile[] },
  onProgress: (done: number, total: number) => void = () => {},
): Promise<SavedLesson> {
  const cache = await caches.open(LESSONS_CACHE);
  const total = lesson.files.reduce((sum, f) => sum + f.bytes, 0);
  let done = 0;
  const stored: string[] = [];
  try {
    for (const file of lesson.files) {
      const response = await download(file.url, (bytes) => onProgress((done += bytes), Math.max(total, done)));
      await cache.put(lessonFileKey(file.url), response);
      stored.push(lessonFileKey(file.url));
    }
  } catch (error) {
    const used = filesInUse();
    await Promise.all(stored.filter((key) => !used.has(key)).map((key) => cache.delete(key)));
    throw error;
  }
  const saved: SavedLesson = { ...lesson, bytes: done, savedAt: new Date().toISOString() };
  writeIndex(memberId, [...savedLessons(memberId).filter((s) => s.lessonId !== lesson.lessonId), saved]);
  return saved;
}

/** Forgets saved lessons (all of the member's when `lessonIds` is omitted) and frees their files. */
export async function removeLessons(memberId: string, lessonIds?: string[]): Promise<void> {
  const all = savedLessons(memberId);
  const gone = lessonIds ? all.filter((s) => lessonIds.includes(s.lessonId)) : all;
  writeIndex(
    memberId,
    all.filter((s) => !gone.includes(s)),
  );
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LESSONS_CACHE);
  const used = filesInUse();
  const keys = new Set(gone.flatMap((s) => s.files.map((f) => lessonFileKey(f.url))));
  await Promise.all([...keys].filter((key) => !used.has(key)).map((key) => cache.delete(key)));
}

/** What the browser lets this site use and how much it does use (the Settings card); null when it cannot say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null;
  } catch {
    return null;
  }
}

/** Sign-out: every member's index and the files (lib/offline-data.ts). */
export async function deleteSavedLessons(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(SAVED_LESSONS_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
  snapshots.clear();
  listeners.forEach((listener) => listener());
  if (typeof caches !== 'undefined') await caches.delete(LESSONS_CACHE).catch(() => false);
}
