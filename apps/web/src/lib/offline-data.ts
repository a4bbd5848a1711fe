import { PAGES_CACHE } from './offline-caches';
import { deleteOfflineStore } from './offline-store';

/** The signed-in member as last seen online, so the app opens offline (features/auth get-session). */
export const LAST_MEMBER_KEY = 'sl-last-member';

/**
 * What signing out (or a session found ended) removes from this device: the member's data kept
 * for reading offline, the kept pages and the remembered member (the worker's precache and
 * assets hold only the app's own code).
 */
export async function clearOfflineData(): Promise<void> {
  try {
    localStorage.removeItem(LAST_MEMBER_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  await deleteOfflineStore();
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}
