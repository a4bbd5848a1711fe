import type { CalendarCreate, CalendarDeleteQuery, CalendarInfo, CalendarUpdate } from '@skilllink/contracts/calendar';
import { contrastRatio, EVENT_TEXT_COLOR, isReadableCalendarColor, MIN_EVENT_TEXT_CONTRAST } from '@skilllink/contracts/calendar-colors';
import { CALENDAR_IDS, DEFAULT_CALENDARS, OWN_CALENDARS_MAX } from '@skilllink/contracts/calendar-constants';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import * as repo from './calendars.repository.js';
import { calendarChanged } from './events/events-cache.js';
import * as events from './events/events.repository.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { refreshNextReminder } from './reminders/reminder-queue.js';
import { deleteFromSeries } from './events/series.js';
import { DEFAULT_TIME_ZONE, findSettings, saveSettings } from './settings.repository.js';

const notFound = () => new AppError(404, 'calendar_not_found', 'Calendar not found');
const isDefault = (id: string) => (CALENDAR_IDS as readonly string[]).includes(id);

/** The defaults first, then the member's own in the order they were made. */
export async function memberCalendars(db: DB, memberId: string, hidden: ReadonlySet<string>): Promise<CalendarInfo[]> {
  const own = await repo.listOwnCalendars(db, memberId);
  return [
    ...DEFAULT_CALENDARS.map((c) => ({ ...c, visible: !hidden.has(c.id), isDefault: true })),
    ...own.map((c) => ({ id: c.id, name: c.name, color: c.color, visible: !hidden.has(c.id), isDefault: false })),
  ];
}

/** Whether an event may be put in this calendar: a default, or one of the member's own. */
export async function isMemberCalendar(db: DB, memberId: string, id: string): Promise<boolean> {
  return isDefault(id) || (await repo.findOwnCalendar(db, memberId, id)) !== undefined;
}

/** Refuses an event's calendar that is neither a default nor the member's own (as a field error). */
export async function requireMemberCalendar(db: DB, memberId: string, id: string, field = 'calendarId'): Promise<void> {
  if (!(await isMemberCalendar(db, memberId, id))) {
    throw new AppError(
      400,
      'validation_failed',
      'Unknown calendar',
      { [field]: 'Unknown calendar' },
      { key: 'validation_failed.unknown_calendar' },
    );
  }
}

/** The server's side of the colour rule: the web app checks first, this is what holds. */
function requireReadable(color: string) {
  if (isReadableCalendarColor(color)) return;
  const ratio = contrastRatio(color, EVENT_TEXT_COLOR).toFixed(2);
  const message = `Event text on this colour is hard to read (contrast ${ratio}:1, at least ${MIN_EVENT_TEXT_CONTRAST}:1 is needed): choose a darker colour`;
  throw new AppError(400, 'calendar_color_contrast', message, { color: message }, { params: { ratio, min: MIN_EVENT_TEXT_CONTRAST } });
}

/** The member's own calendar, or 404; a default is refused with 403 (ADR 034: defaults stay as they are). */
async function ownCalendar(db: DB, memberId: string, id: string) {
  if (isDefault(id)) throw new AppError(403, 'default_calendar', 'The default calendars cannot be renamed, recoloured or deleted');
  const found = await repo.findOwnCalendar(db, memberId, id);
  if (!found) throw notFound();
  return found;
}

async function info(db: DB, memberId: string, id: string): Promise<CalendarInfo> {
  const hidden = new Set((await findSettings(db, memberId))?.hiddenCalendars ?? []);
  const found = (await memberCalendars(db, memberId, hidden)).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

/** POST /calendar/calendars: at most OWN_CALENDARS_MAX per member. */
export async function createCalendar(db: DB, memberId: string, input: z.output<typeof CalendarCreate>): Promise<CalendarInfo> {
  requireReadable(input.color);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if ((await repo.countOwnCalendars(trx, memberId)) >= OWN_CALENDARS_MAX) {
      throw new AppError(400, 'calendar_limit', `You can have at most ${OWN_CALENDARS_MAX} calendars of your own`, undefined, {
        params: { max: OWN_CALENDARS_MAX },
      });
    }
    await repo.insertOwnCalendar(trx, { id, memberId, name: input.name, color: input.color, at: new Date().toISOString() });
  });
  return info(db, memberId, id);
}

/** PATCH /calendar/calendars/:id: rename and/or recolour one of the member's own. */
export async function updateCalendar(db: DB, memberId: string, id: string, patch: z.output<typeof CalendarUpdate>): Promise<CalendarInfo> {
  await ownCalendar(db, memberId, id);
  if (patch.color !== undefined) requireReadable(patch.color);
  await repo.updateOwnCalendar(db, memberId, id, { ...patch, at: new Date().toISOString() });
  return info(db, memberId, id);
}

/**
 * DELETE /calendar/calendars/:id: its events move to another of the member's calendars or are
 * deleted, in one transaction with the calendar itself. A deleted override row of a series kept
 * elsewhere becomes an exdate there, so the occurrence it replaced does not come back.
 */
export async function deleteCalendar(
  deps: { db: DB; caches: MemberCaches },
  memberId: string,
  id: string,
  query: CalendarDeleteQuery,
): Promise<void> {
  const at = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await ownCalendar(trx, memberId, id);
    if (query.events === 'move') {
      if (query.to === id)
        throw new AppError(
          400,
          'validation_failed',
          'Choose another calendar',
          { to: 'Choose another calendar' },
          { key: 'validation_failed.other_calendar' },
        );
      await requireMemberCalendar(trx, memberId, query.to!, 'to');
      await repo.moveEventsToCalendar(trx, memberId, id, query.to!, at);
    } else {
      const rows = await repo.eventsInCalendar(trx, memberId, id);
      const ids = new Set(rows.map((r) => r.id));
      for (const row of rows) {
        if (!row.seriesId || ids.has(row.seriesId)) continue;
        const master = await events.findMemberEvent(trx, memberId, row.seriesId);
        if (master) {
          await deleteFromSeries(trx, master, 'this', row.originalStart!, at);
          await refreshNextReminder(trx, master.id);
        }
      }
      for (const row of rows) await events.deleteEvent(trx, row.id);
    }
    await repo.deleteOwnCalendar(trx, memberId, id);
    const settings = await findSettings(trx, memberId);
    if (settings?.hiddenCalendars.includes(id)) {
      const hiddenCalendars = settings.hiddenCalendars.filter((c) => c !== id);
      await saveSettings(trx, memberId, { timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE, hiddenCalendars, at });
    }
  });
  await calendarChanged(deps.caches, memberId);
}
