import { PAGES_CACHE } from './offline-caches';

/** The signed-in member as last seen online, so the app opens offline (features/auth get-session). */
export const LAST_MEMBER_KEY = 'sl-last-member';

/**
 * What signing out removes from this device: the kept pages and the remembered member (the
 * worker's precache and assets hold only the app's own code). Later offline stores of the
 * member's data are cleared here too.
 */
export async function clearOfflineData(): Promise<void> {
  try {
    localStorage.removeItem(LAST_MEMBER_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}
