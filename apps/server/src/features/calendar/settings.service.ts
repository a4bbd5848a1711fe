import type { CalendarSettings, CalendarSettingsPatch } from '@skilllink/contracts/calendar';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { memberCalendars } from './calendars.service.js';
import { DEFAULT_TIME_ZONE, findSettings, saveSettings, type SettingsRecord } from './settings.repository.js';

async function toSettings(db: DB, memberId: string, s: SettingsRecord): Promise<CalendarSettings> {
  return { timeZone: s.timeZone, calendars: await memberCalendars(db, memberId, new Set(s.hiddenCalendars)) };
}

/** GET /calendar/settings: the defaults (Accra, every calendar visible) until the member changes them. */
export async function getSettings(db: DB, memberId: string): Promise<CalendarSettings> {
  return toSettings(db, memberId, (await findSettings(db, memberId)) ?? { timeZone: DEFAULT_TIME_ZONE, hiddenCalendars: [] });
}

/** PATCH /calendar/settings: only what is sent changes; calendars not listed keep their visibility. */
export async function patchSettings(db: DB, memberId: string, patch: CalendarSettingsPatch): Promise<CalendarSettings> {
  return db.transaction().execute(async (trx) => {
    const current = (await findSettings(trx, memberId)) ?? { timeZone: DEFAULT_TIME_ZONE, hiddenCalendars: [] };
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
