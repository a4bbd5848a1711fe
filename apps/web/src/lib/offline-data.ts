import { PAGES_CACHE } from './offline-caches';
import { deleteSavedLessons } from './offline-lessons';
import { deleteOfflineStore } from './offline-store';

/** The signed-in member as last seen online, so the app opens offline (features/auth get-session). */
export const LAST_MEMBER_KEY = 'sl-last-member';
/** Writes made offline and not sent yet, one key per member (lib/write-queue.ts). */
export const WRITE_QUEUE_PREFIX = 'sl-writes:';

/** Deletes one IndexedDB database; a refusal or a blocked deletion does not hold up signing out. */
function deleteDatabase(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * What signing out (or a session found ended) removes from this device: the member's data kept
 * for reading offline, the kept pages and the remembered member (the worker's precache and
 * assets hold only the app's own code).
 */
export async function clearOfflineData(): Promise<void> {
  try {
    localStorage.removeItem(LAST_MEMBER_KEY);
    // Writes still waiting are the member's too: they are not sent for whoever signs in next.
    for (const key of Object.keys(localStorage)) if (key.startsWith(WRITE_QUEUE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
  await deleteOfflineStore();
  // Files of messages not yet sent (features/messaging/outbox-files.ts).
  await deleteDatabase('sl-outbox-files');
  // Lessons saved for offline: the index of each member and the files (ADR 073).
  await deleteSavedLessons();
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}
