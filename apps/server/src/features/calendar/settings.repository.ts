import type { DB } from '../../db/database.js';

/**
 * Until the member sets a zone (the web app sends the detected one on first use). The zone is
 * the account's (user.time_zone, also set in Settings); calendar_settings.time_zone is a copy
 * kept only because the column cannot be dropped cheaply on SQLite.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Accra';

export interface SettingsRecord {
  timeZone: string;
  hiddenCalendars: string[];
}

export async function findSettings(db: DB, memberId: string): Promise<SettingsRecord | undefined> {
  const row = await db
    .selectFrom('calendarSettings')
    .innerJoin('user', 'user.id', 'calendarSettings.memberId')
    .select(['user.timeZone', 'calendarSettings.hiddenCalendars'])
    .where('calendarSettings.memberId', '=', memberId)
    .executeTakeFirst();
  return row ? { timeZone: row.timeZone, hiddenCalendars: JSON.parse(row.hiddenCalendars) as string[] } : undefined;
}

/** The member's zone, or the default while they have none. */
export async function memberTimeZone(db: DB, memberId: string): Promise<string> {
  const row = await db.selectFrom('user').select('timeZone').where('id', '=', memberId).executeTakeFirst();
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Insert or update the zone and hidden calendars; the feed token column is left as it is. */
export async function saveSettings(db: DB, memberId: string, s: SettingsRecord & { at: string }): Promise<void> {
  const values = { timeZone: s.timeZone, hiddenCalendars: JSON.stringify(s.hiddenCalendars), updatedAt: s.at };
  await db.updateTable('user').set({ timeZone: s.timeZone }).where('id', '=', memberId).execute();
  await db
    .insertInto('calendarSettings')
    .values({ memberId, ...values })
    .onConflict((oc) => oc.column('memberId').doUpdateSet(values))
    .execute();
}
