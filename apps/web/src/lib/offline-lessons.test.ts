import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSONS_CACHE, PAGES_CACHE } from './offline-caches';
import { LAST_MEMBER_KEY, clearOfflineData } from './offline-data';
import {
  lessonFileKey,
  onSavedLessons,
  removeLessons,
  saveLesson,
  savedBytes,
  savedLesson,
  savedLessons,
  storageEstimate,
} from './offline-lessons';

/** A small in-memory Cache API: what the tests read back is what saveLesson put. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    const s = store;
    return {
      put: async (key: string, response: Response) => void s.set(String(key), response),
      match: async (key: string) => s.get(String(key))?.clone(),
      delete: async (key: string) => s.delete(String(key)),
      keys: async () => [...s.keys()],
    };
  };
  const api = { open, delete: async (name: string) => stores.delete(name), has: async (name: string) => stores.has(name) };
  vi.stubGlobal('caches', api);
  return { stores, keys: (name = LESSONS_CACHE) => [...(stores.get(name)?.keys() ?? [])].sort() };
}

const FILES: Record<string, string> = {
  '/media/courses/sample-1-480p.webm': 'v'.repeat(3000),
  '/media/courses/sample-1.vtt': 'WEBVTT',
  '/media/courses/sample-1.webp': 'p'.repeat(100),
  '/media/courses/sample-2-240p.webm': 'w'.repeat(1000),
};

function stubMedia(failing?: string) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), window.location.origin).pathname;
      fetched.push(path);
      await Promise.resolve();
      if (path === failing) throw new TypeError('Failed to fetch');
      const body = FILES[path];
      return body === undefined ? new Response(null, { status: 404 }) : new Response(body, { headers: { 'Content-Type': 'video/webm' } });
    }),
  );
  return fetched;
}

const lesson1 = {
  courseId: 'c1',
  lessonId: 'l1',
  videoUrl: '/media/courses/sample-1-480p.webm',
  files: [
    { url: '/media/courses/sample-1-480p.webm?v=3', bytes: 3000 },
    { url: '/media/courses/sample-1.vtt', bytes: 6 },
    { url: '/media/courses/sample-1.webp', bytes: 100 },
  ],
};
const lesson2 = {
  courseId: 'c1',
  lessonId: 'l2',
  videoUrl: '/media/courses/sample-2-240p.webm',
  files: [{ url: '/media/courses/sample-2-240p.webm', bytes: 1000 }],
};
const key = (path: string) => lessonFileKey(path);

describe('lessons saved for offline (ADR 073)', () => {
  let cache: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    cache = fakeCaches();
  });
  afterEach(async () => {
    await clearOfflineData();
  });

  it('stores the files under their address without the query, with progress, then lists the lesson for that member only', async () => {
    stubMedia();
    const progress: number[] = [];
    const changed = vi.fn();
    const stop = onSavedLessons(changed);
    const saved = await saveLesson('member-a', lesson1, (done, total) => progress.push(done / total));
    stop();
    expect(saved).toMatchObject({ lessonId: 'l1', bytes: 3106, videoUrl: '/media/courses/sample-1-480p.webm' });
    expect(cache.keys()).toEqual(
      [key('/media/courses/sample-1-480p.webm'), key('/media/courses/sample-1.vtt'), key('/media/courses/sample-1.webp')].sort(),
    );
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(changed).toHaveBeenCalled();
    const stored = await (await caches.open(LESSONS_CACHE)).match(key('/media/courses/sample-1-480p.webm'));
    expect(stored?.headers.get('Content-Type')).toBe('video/webm');
    expect(await stored?.text()).toBe(FILES['/media/courses/sample-1-480p.webm']);
    expect(savedLessons('member-a').map((s) => s.lessonId)).toEqual(['l1']);
    expect(savedLesson('member-a', 'l1')?.bytes).toBe(3106);
    expect(savedBytes('member-a')).toBe(3106);
    // Another member on the device sees nothing; nobody signed in neither.
    expect(savedLessons('member-b')).toEqual([]);
    expect(savedLessons(null)).toEqual([]);
  });

  it('keeps nothing of a save cut short, and does not call it saved', async () => {
    stubMedia('/media/courses/sample-1.webp');
    await expect(saveLesson('member-a', lesson1)).rejects.toThrow();
    expect(cache.keys()).toEqual([]);
    expect(savedLessons('member-a')).toEqual([]);
  });

  it('removes one lesson or all, freeing files no other member still keeps', async () => {
    stubMedia();
    await saveLesson('member-a', lesson1);
    await saveLesson('member-a', lesson2);
    await saveLesson('member-b', lesson2);
    await removeLessons('member-a', ['l1']);
    expect(savedLessons('member-a').map((s) => s.lessonId)).toEqual(['l2']);
    expect(cache.keys()).toEqual([key('/media/courses/sample-2-240p.webm')]);
    await removeLessons('member-a');
    expect(savedLessons('member-a')).toEqual([]);
    // Member b saved it too: the file stays for them.
    expect(cache.keys()).toEqual([key('/media/courses/sample-2-240p.webm')]);
    await removeLessons('member-b');
    expect(cache.keys()).toEqual([]);
  });

  it('is deleted at sign-out with the rest of the offline data', async () => {
    stubMedia();
    window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'member-a' }));
    await saveLesson('member-a', lesson1);
    await (await caches.open(PAGES_CACHE)).put('/app/dashboard', new Response('page'));
    await clearOfflineData();
    expect(cache.stores.has(LESSONS_CACHE)).toBe(false);
    expect(cache.stores.has(PAGES_CACHE)).toBe(false);
    expect(savedLessons('member-a')).toEqual([]);
  });

  it('reads the browser storage estimate, and says nothing when it cannot', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 5_000_000, quota: 1_000_000_000 }) } });
    expect(await storageEstimate()).toEqual({ usage: 5_000_000, quota: 1_000_000_000 });
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: () => Promise.reject(new Error('denied')) } });
    expect(await storageEstimate()).toBeNull();
  });
});
