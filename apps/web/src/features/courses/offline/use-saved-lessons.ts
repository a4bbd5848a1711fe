import { useSyncExternalStore } from 'react';
import { onSavedLessons, savedLessons, type SavedLesson } from '../../../lib/offline-lessons';
import { currentMemberId } from '../../../lib/write-queue';

/** The signed-in member's lessons saved for offline, kept current (other tabs write the same index). */
export function useSavedLessons(): SavedLesson[] {
  return useSyncExternalStore(
    (change) => {
      const stop = onSavedLessons(change);
      window.addEventListener('storage', change);
      return () => {
        stop();
        window.removeEventListener('storage', change);
      };
    },
    () => savedLessons(currentMemberId()),
    () => savedLessons(null),
  );
}
