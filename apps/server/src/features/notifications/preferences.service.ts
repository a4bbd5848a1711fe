import { NotificationPreferenceKey, type NotificationPreferences } from '@skilllink/contracts/notifications';
import { toBool, type DB } from '../../db/database.js';
import * as repo from './preferences.repository.js';

/** Every switch, on unless the member turned it off; rows for unknown keys are ignored. */
export async function getPreferences(db: DB, userId: string): Promise<NotificationPreferences> {
  const set = new Map((await repo.listPreferences(db, userId)).map((row) => [row.type, toBool(row.enabled)]));
  const types = Object.fromEntries(NotificationPreferenceKey.options.map((key) => [key, set.get(key) ?? true]));
  return { types: types as NotificationPreferences['types'] };
}

/** Replaces all of the member's switches at once, and answers with what is now stored. */
export async function setPreferences(db: DB, userId: string, next: NotificationPreferences): Promise<NotificationPreferences> {
  const switches = NotificationPreferenceKey.options.map((key) => ({ type: key, enabled: next.types[key] }));
  await repo.savePreferences(db, userId, switches, new Date().toISOString());
  return getPreferences(db, userId);
}
