import type { Timestamp } from './column-types.js';

/** Offline watching reports accepted once each (migration 20261219-002, features/courses, ADR 073). */
export interface OfflineWatchTable {
  userId: string;
  /** Made by the device for one report; (userId, clientId) is unique, so a retry adds nothing. */
  clientId: string;
  lessonId: string;
  createdAt: Timestamp;
}
