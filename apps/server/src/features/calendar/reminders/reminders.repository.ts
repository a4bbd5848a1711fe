import type { DB } from '../../../db/database.js';

/**
 * The reminder queue's row lock. The first statement of a send's transaction, so it takes the
 * write lock before anything is read: the row lock on PostgreSQL, the database's write lock on
 * SQLite (a transaction that read first could not upgrade once another process had written).
 * Answers the owner only while the row is still due: another process may have sent its
 * reminders and moved the queue on in the meantime.
 */
export async function lockDueEvent(trx: DB, id: string, nowIso: string): Promise<{ memberId: string } | undefined> {
  return trx
    .updateTable('calendarEvent')
    .set((eb) => ({ memberId: eb.ref('memberId') }))
    .where('id', '=', id)
    .where('nextReminderAt', '<=', nowIso)
    .returning('memberId')
    .executeTakeFirst();
}

/**
 * Records that one reminder of one occurrence went out. False when it already had: the
 * primary key (event, occurrence start, minutes) makes the send happen once across processes,
 * repeated ticks and restarts.
 */
export async function markReminderSent(
  trx: DB,
  r: { eventId: string; occurrenceStart: string; minutes: number; sentAt: string },
): Promise<boolean> {
  const res = await trx
    .insertInto('calendarReminderSent')
    .values(r)
    .onConflict((oc) => oc.columns(['eventId', 'occurrenceStart', 'minutes']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}
