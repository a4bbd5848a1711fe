import { toBool, type DB } from '../../db/database.js';

// Kysely queries for job alerts, the member's digest e-mail switch and the matcher's queue.
// Digests have their own (alerts.digest-queries.ts).

export function listAlerts(db: DB, memberId: string, limit: number) {
  return db
    .selectFrom('jobAlert')
    .select(['id', 'name', 'search', 'createdAt'])
    .where('memberId', '=', memberId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function insertAlert(db: DB, row: { id: string; memberId: string; name: string; search: string; at: string }) {
  return db
    .insertInto('jobAlert')
    .values({ id: row.id, memberId: row.memberId, name: row.name, search: row.search, createdAt: row.at, checkedAt: row.at })
    .execute();
}

/** Deletes the member's alert (its matches go with it); false when they have no such alert. */
export async function deleteAlert(db: DB, memberId: string, alertId: string): Promise<boolean> {
  const result = await db.deleteFrom('jobAlert').where('id', '=', alertId).where('memberId', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The daily digest e-mail switch: on unless the member turned it off. */
export async function emailsEnabled(db: DB, memberId: string): Promise<boolean> {
  const row = await db.selectFrom('jobAlertSetting').select('emailsEnabled').where('memberId', '=', memberId).executeTakeFirst();
  return row ? toBool(row.emailsEnabled) : true;
}

export async function setEmailsEnabled(db: DB, memberId: string, enabled: boolean, at: string): Promise<void> {
  await db
    .insertInto('jobAlertSetting')
    .values({ memberId, emailsEnabled: enabled, updatedAt: at })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ emailsEnabled: enabled, updatedAt: at }))
    .execute();
}

/** The alerts whose last look is older than `before`, longest waiting first: the matcher's queue. */
export function dueAlerts(db: DB, before: string, limit: number) {
  return db
    .selectFrom('jobAlert')
    .select(['id', 'memberId', 'name', 'search', 'checkedAt'])
    .where('checkedAt', '<', before)
    .orderBy('checkedAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type DueAlert = Awaited<ReturnType<typeof dueAlerts>>[number];

/** Open listings of a kind posted from `since` on, oldest first (the kind, status, posted_at index). */
export function freshListings(db: DB, kind: string, since: string, limit: number) {
  return db
    .selectFrom('job')
    .select(['id', 'posterId', 'postedAt'])
    .where('kind', '=', kind)
    .where('status', '=', 'open')
    .where('postedAt', '>=', since)
    .orderBy('postedAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves one alert's last look from `from` (the value read) to `to`: true for the one process
 * that moved it, false when another got there first. What the matcher does under it (matches,
 * the notice) commits with it or not at all.
 */
export async function claimAlert(db: DB, id: string, from: string | Date, to: string): Promise<boolean> {
  const result = await db
    .updateTable('jobAlert')
    .set({ checkedAt: to })
    .where('id', '=', id)
    .where('checkedAt', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves on, in one statement, alerts that had nothing new to look at (never backwards). */
export async function advanceAlerts(db: DB, ids: readonly string[], to: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobAlert')
    .set({ checkedAt: to })
    .where('id', 'in', [...ids])
    .where('checkedAt', '<', to)
    .execute();
}

/** Remembers the alert's matches for the digest; answers the ones not seen before (the notice counts those). */
export async function insertMatches(db: DB, alert: { id: string; memberId: string }, jobIds: readonly string[], at: string) {
  if (jobIds.length === 0) return [];
  const rows = await db
    .insertInto('jobAlertMatch')
    .values(jobIds.map((jobId) => ({ alertId: alert.id, jobId, memberId: alert.memberId, matchedAt: at })))
    .onConflict((oc) => oc.columns(['alertId', 'jobId']).doNothing())
    .returning('jobId')
    .execute();
  return rows.map((r) => r.jobId);
}
