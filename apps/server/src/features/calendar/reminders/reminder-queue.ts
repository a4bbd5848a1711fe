import type { DB } from '../../../db/database.js';
import { findEventById, listOverrides, setNextReminderAt, type EventRecord } from '../events/events.repository.js';
import { nextReminderAt } from './reminder-time.js';

/**
 * Recomputes `next_reminder_at` of one row from what is stored now: every write calls it for
 * the rows it touched, and the scheduler after each send (with `after` just past the sent
 * reminder). A master leaves out the occurrences its override rows replace.
 */
export async function refreshNextReminder(db: DB, eventId: string, after = new Date()): Promise<string | null> {
  const row = await findEventById(db, eventId);
  if (!row) return null;
  const at = nextReminderAt(await withOverriddenStarts(db, row), after);
  if (at !== row.nextReminderAt) await setNextReminderAt(db, eventId, at);
  return at;
}

/** The row as nextReminderAt wants it (a master with the starts its overrides replace). */
export async function withOverriddenStarts(db: DB, row: EventRecord) {
  const overriddenStarts = row.rrule ? (await listOverrides(db, row.id)).map((o) => o.originalStart!) : [];
  return { ...row, overriddenStarts };
}
