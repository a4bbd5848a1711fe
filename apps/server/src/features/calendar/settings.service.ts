import type { CalendarSettings, CalendarSettingsPatch } from '@skilllink/contracts/calendar';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { memberCalendars } from './calendars.service.js';
import { findSettings, memberTimeZone, saveSettings, type SettingsRecord } from './settings.repository.js';

async function toSettings(db: DB, memberId: string, s: SettingsRecord): Promise<CalendarSettings> {
  return { timeZone: s.timeZone, calendars: await memberCalendars(db, memberId, new Set(s.hiddenCalendars)) };
}

/** Before the member touched the calendar: their account's zone, every calendar visible. */
const defaults = async (db: DB, memberId: string): Promise<SettingsRecord> => ({
  timeZone: await memberTimeZone(db, memberId),
  hiddenCalendars: [],
});

/** GET /calendar/settings. */
export async function getSettings(db: DB, memberId: string): Promise<CalendarSettings> {
  return toSettings(db, memberId, (await findSettings(db, memberId)) ?? (await defaults(db, memberId)));
}

/** PATCH /calendar/settings: only what is sent changes; calendars not listed keep their visibility. */
export async function patchSettings(db: DB, memberId: string, patch: CalendarSettingsPatch): Promise<CalendarSettings> {
  return db.transaction().execute(async (trx) => {
    const current = (await findSettings(trx, memberId)) ?? (await defaults(trx, memberId));
    const known = new Set((await memberCalendars(trx, memberId, new Set())).map((c) => c.id));
    const hidden = new Set(current.hiddenCalendars);
    for (const c of patch.calendars ?? []) {
      if (!known.has(c.id))
        throw new AppError(
          400,
          'validation_failed',
          'Unknown calendar',
          { calendars: 'Unknown calendar' },
          { key: 'validation_failed.unknown_calendar' },
        );
      if (c.visible) hidden.delete(c.id);
      else hidden.add(c.id);
    }
    const next = { timeZone: patch.timeZone ?? current.timeZone, hiddenCalendars: [...known].filter((id) => hidden.has(id)) };
    await saveSettings(trx, memberId, { ...next, at: new Date().toISOString() });
    return toSettings(trx, memberId, next);
  });
}
