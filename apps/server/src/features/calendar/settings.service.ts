import type { CalendarSettings, CalendarSettingsPatch } from '@skilllink/contracts/calendar';
import { DEFAULT_CALENDARS } from '@skilllink/contracts/calendar-constants';
import type { DB } from '../../db/database.js';
import { DEFAULT_TIME_ZONE, findSettings, saveSettings, type SettingsRecord } from './settings.repository.js';

function toSettings(s: SettingsRecord): CalendarSettings {
  const hidden = new Set(s.hiddenCalendars);
  return { timeZone: s.timeZone, calendars: DEFAULT_CALENDARS.map((c) => ({ ...c, visible: !hidden.has(c.id) })) };
}

/** GET /calendar/settings: the defaults (Accra, every calendar visible) until the member changes them. */
export async function getSettings(db: DB, memberId: string): Promise<CalendarSettings> {
  return toSettings((await findSettings(db, memberId)) ?? { timeZone: DEFAULT_TIME_ZONE, hiddenCalendars: [] });
}

/** PATCH /calendar/settings: only what is sent changes; calendars not listed keep their visibility. */
export async function patchSettings(db: DB, memberId: string, patch: CalendarSettingsPatch): Promise<CalendarSettings> {
  return db.transaction().execute(async (trx) => {
    const current = (await findSettings(trx, memberId)) ?? { timeZone: DEFAULT_TIME_ZONE, hiddenCalendars: [] };
    const hidden = new Set(current.hiddenCalendars);
    for (const c of patch.calendars ?? []) {
      if (c.visible) hidden.delete(c.id);
      else hidden.add(c.id);
    }
    const next = {
      timeZone: patch.timeZone ?? current.timeZone,
      hiddenCalendars: DEFAULT_CALENDARS.map((c) => c.id).filter((id) => hidden.has(id)),
    };
    await saveSettings(trx, memberId, { ...next, at: new Date().toISOString() });
    return toSettings(next);
  });
}
