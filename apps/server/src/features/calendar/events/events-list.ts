import type { Occurrence } from '@skilllink/contracts/calendar';
import { EVENTS_RANGE_MAX_DAYS } from '@skilllink/contracts/calendar-constants';
import type { DB } from '../../../db/database.js';
import { invalid } from './event-rules.js';
import { seriesOccurrence, singleOccurrence } from './events.presenter.js';
import { findMemberEvent, listRangeRows, overriddenStarts, type EventRecord } from './events.repository.js';
import { expandOccurrences } from './recurrence.js';
import { DAY_MS } from '../wall-clock.js';

/** All-day rows are dates: widen the stored-text filter by more than any zone offset. */
const SLACK_MS = DAY_MS;

/** from < to, at most EVENTS_RANGE_MAX_DAYS apart. */
export function checkRange(from: Date, to: Date): void {
  if (to.getTime() <= from.getTime()) throw invalid('to', '`to` must be after `from`', 'validation_failed.range_order');
  if (to.getTime() - from.getTime() > EVENTS_RANGE_MAX_DAYS * DAY_MS) {
    throw invalid('to', `A range can be at most ${EVENTS_RANGE_MAX_DAYS} days`, 'validation_failed.range_too_long', {
      days: EVENTS_RANGE_MAX_DAYS,
    });
  }
}

/**
 * The member's occurrences overlapping [from, to), in start order: single events, generated
 * occurrences of series (cancelled and overridden starts left out) and override rows.
 */
export async function listOccurrences(db: DB, memberId: string, from: Date, to: Date): Promise<Occurrence[]> {
  checkRange(from, to);
  const rows = await listRangeRows(
    db,
    memberId,
    new Date(from.getTime() - SLACK_MS).toISOString(),
    new Date(to.getTime() + SLACK_MS).toISOString(),
  );
  const masters = new Map(rows.filter((r) => r.rrule && !r.seriesId).map((r) => [r.id, r]));
  const replaced = await overriddenStarts(db, [...masters.keys()]);
  const items: Occurrence[] = [];
  for (const row of rows) {
    if (row.seriesId) {
      const master = masters.get(row.seriesId) ?? (await masterOf(db, row));
      for (const o of expandOccurrences({ ...row, rrule: null }, from, to)) {
        items.push(seriesOccurrence(master, row, { ...o, originalStart: row.originalStart! }));
      }
    } else if (row.rrule) {
      const skip = new Set(replaced.get(row.id) ?? []);
      for (const o of expandOccurrences(row, from, to)) if (!skip.has(o.originalStart)) items.push(seriesOccurrence(row, row, o));
    } else if (expandOccurrences(row, from, to).length > 0) {
      items.push(singleOccurrence(row));
    }
  }
  return items.sort((a, b) => sortKey(a).localeCompare(sortKey(b)) || a.id.localeCompare(b.id));
}

/** An override moved into the range from a series that starts after it (rare): fetch its master. */
async function masterOf(db: DB, override: EventRecord): Promise<EventRecord> {
  return (await findMemberEvent(db, override.memberId, override.seriesId!)) ?? override;
}

const sortKey = (o: Occurrence) => (o.isAllDay ? `${o.start}T00:00:00.000Z` : o.start);
