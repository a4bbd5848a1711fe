import type { DB } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from '../events/events.repository.js';
import type { EventRecord } from '../events/events.repository.js';
import { importedUidsByEvent } from './ics.repository.js';
import { icsFileName, writeCalendar, type IcsEvent } from './ics-write.js';

export interface IcsDeps {
  db: DB;
  publicUrl: string;
}

/** Our UIDs are "<event id>@<our host>": stable, unique, and recognised when a file comes back. */
export const uidHost = (publicUrl: string) => new URL(publicUrl).host;
export const uidOf = (eventId: string, host: string) => `${eventId}@${host}`;

const CALENDAR_NAME = 'SkillLink';

/**
 * Rows as the writer takes them: each single event or series master followed by its overrides
 * (which share its UID and name the occurrence they replace). An imported event keeps the UID
 * it came with.
 */
function toIcsEvents(rows: EventRecord[], importedUids: Map<string, string>, host: string): IcsEvent[] {
  const masters = rows.filter((r) => !r.seriesId);
  const byId = new Map(masters.map((m) => [m.id, m]));
  const overrides = new Map<string, EventRecord[]>();
  for (const r of rows) if (r.seriesId && byId.has(r.seriesId)) overrides.set(r.seriesId, [...(overrides.get(r.seriesId) ?? []), r]);
  const one = (r: EventRecord, master: EventRecord): IcsEvent => ({
    uid: importedUids.get(master.id) ?? uidOf(master.id, host),
    title: r.title,
    description: r.description,
    location: r.location,
    start: r.startAt,
    end: r.endAt,
    isAllDay: r.isAllDay,
    timeZone: r.timeZone,
    category: r.category,
    calendarId: r.calendarId,
    attendees: r.attendees,
    reminders: r.reminders,
    rrule: r.seriesId ? null : r.rrule,
    exdates: r.exdates,
    recurrenceId: r.seriesId ? { start: r.originalStart!, isAllDay: master.isAllDay, timeZone: master.timeZone } : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });
  return masters.flatMap((m) => [one(m, m), ...(overrides.get(m.id) ?? []).map((o) => one(o, m))]);
}

/** The member's whole calendar as one .ics text (the export and the subscription feed). */
export async function calendarIcs(deps: IcsDeps, memberId: string, now: Date): Promise<string> {
  const rows = await repo.listMemberEvents(deps.db, memberId);
  const events = toIcsEvents(rows, await importedUidsByEvent(deps.db, memberId), uidHost(deps.publicUrl));
  return writeCalendar({ name: CALENDAR_NAME, events, now });
}

/**
 * One event as .ics: a single event, or a whole series with its changed occurrences (an
 * occurrence's id or an override's id names its series). Another member's id is not found.
 */
export async function eventIcs(deps: IcsDeps, memberId: string, id: string, now: Date): Promise<{ text: string; fileName: string }> {
  const notFound = () => new AppError(404, 'event_not_found', 'Event not found');
  const row = await repo.findMemberEvent(deps.db, memberId, id.split(':')[0]!);
  if (!row) throw notFound();
  const master = row.seriesId ? await repo.findMemberEvent(deps.db, memberId, row.seriesId) : row;
  if (!master) throw notFound();
  const rows = master.rrule ? [master, ...(await repo.listOverrides(deps.db, master.id))] : [master];
  const events = toIcsEvents(rows, await importedUidsByEvent(deps.db, memberId), uidHost(deps.publicUrl));
  return { text: writeCalendar({ name: CALENDAR_NAME, events, now }), fileName: icsFileName(master.title) };
}
