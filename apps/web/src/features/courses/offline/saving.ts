import { useSyncExternalStore } from 'react';
import { removeLessons, saveLesson } from '../../../lib/offline-lessons';
import { currentMemberId } from '../../../lib/write-queue';
import type { OfflinePlan } from './lesson-files';

// Saves under way, by lesson: the lesson's button and the course's button show the same
// progress, and a lesson is never downloaded twice at once.

/** Share done (0–1) of each lesson being saved. */
let progress: ReadonlyMap<string, number> = new Map();
const running = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function set(lessonId: string, share: number | null): void {
  const next = new Map(progress);
  if (share === null) next.delete(lessonId);
  else next.set(lessonId, share);
  progress = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The saves under way (lesson id → share done), re-rendering as they move. */
export const useSaving = (): ReadonlyMap<string, number> => useSyncExternalStore(subscribe, () => progress);

/** Saves one lesson for the signed-in member (joins a save of it already under way). */
export function saveForOffline(courseId: string, lessonId: string, plan: OfflinePlan): Promise<void> {
  const member = currentMemberId();
  if (!member) return Promise.reject(new Error('Not signed in'));
  const under = running.get(lessonId);
  if (under) return under;
  set(lessonId, 0);
  const job = saveLesson(member, { courseId, lessonId, videoUrl: plan.videoUrl, files: plan.files }, (done, total) =>
    set(lessonId, total > 0 ? Math.min(1, done / total) : 0),
  )
    .then(() => undefined)
    .finally(() => {
      running.delete(lessonId);
      set(lessonId, null);
    });
  running.set(lessonId, job);
  return job;
}

/** Removes saved lessons of the signed-in member, freeing their space. */
export function removeFromOffline(lessonIds: string[]): Promise<void> {
  const member = currentMemberId();
  return member ? removeLessons(member, lessonIds) : Promise.resolve();
}
