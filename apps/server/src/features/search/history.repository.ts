import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

// A member's recent searches (search_history) and how many members ran each query per day
// (search_count, read by popular searches). Every write is one statement with ON CONFLICT, so
// two requests at once (two tabs, two server processes) never fail on the unique keys.

export interface HistoryRow {
  id: string;
  query: string;
  filters: string;
  searchedAt: string | Date;
}

export interface HistoryWrite {
  id: string;
  userId: string;
  query: string;
  queryKey: string;
  filters: string;
  searchedAt: string;
}

/**
 * Inserts the entry, or moves it to this run when the member's last run of the query was
 * before `dayStart`. Returns true when a row was written, i.e. when this is the member's first
 * run of the query today. PostgreSQL re-checks the condition on the row it locked, and SQLite
 * runs one statement at a time, so of two runs at once exactly one sees "not yet today".
 */
export async function upsertIfNotToday(db: DB, entry: HistoryWrite, dayStart: string): Promise<boolean> {
  const row = await db
    .insertInto('searchHistory')
    .values(entry)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'queryKey'])
        .doUpdateSet((eb) => ({
          query: eb.ref('excluded.query'),
          filters: eb.ref('excluded.filters'),
          searchedAt: eb.ref('excluded.searchedAt'),
        }))
        .where('searchHistory.searchedAt', '<', dayStart),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The entry's newest text, filters and time (a run later on the same day). */
export async function touch(db: DB, entry: HistoryWrite): Promise<void> {
  await db
    .updateTable('searchHistory')
    .set({ query: entry.query, filters: entry.filters, searchedAt: entry.searchedAt })
    .where('userId', '=', entry.userId)
    .where('queryKey', '=', entry.queryKey)
    .execute();
}

/** Deletes the member's entries beyond the `keep` newest. */
export async function trim(db: DB, userId: string, keep: number): Promise<void> {
  const kept = db
    .selectFrom('searchHistory')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('searchedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('searchHistory').where('userId', '=', userId).where('id', 'not in', kept).execute();
}

/** Marks older than `keepFrom` go (popular searches read the last week). */
export async function forgetCountsBefore(db: DB, keepFrom: string): Promise<void> {
  await db.deleteFrom('searchCountMember').where('day', '<', keepFrom).execute();
}

/** Whether this is the member's first run of the query on `day` (a run after clearing the history included), marking it. */
export async function firstCountToday(db: DB, day: string, queryKey: string, userId: string): Promise<boolean> {
  const row = await db
    .insertInto('searchCountMember')
    .values({ day, queryKey, userId })
    .onConflict((oc) => oc.doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}

/** One more member ran this query on `day`; the newest spelling is the one shown. */
export async function countMember(db: DB, day: string, queryKey: string, query: string): Promise<void> {
  await db
    .insertInto('searchCount')
    .values({ day, queryKey, query, members: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'queryKey'])
        .doUpdateSet((eb) => ({ members: sql<number>`search_count.members + 1`, query: eb.ref('excluded.query') })),
    )
    .execute();
}

/** The member's entries, newest first. */
export function listHistory(db: DB, userId: string, limit: number): Promise<HistoryRow[]> {
  return db
    .selectFrom('searchHistory')
    .select(['id', 'query', 'filters', 'searchedAt'])
    .where('userId', '=', userId)
    .orderBy('searchedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes one of the member's entries; false when the member has no entry with this id. */
export async function deleteEntry(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('searchHistory').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearHistory(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('searchHistory').where('userId', '=', userId).execute();
}
