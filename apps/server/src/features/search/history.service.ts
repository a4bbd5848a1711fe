import { HistoryFilters, SEARCH_HISTORY_KEPT, type SearchHistory, type SearchHistoryEntry } from '@skilllink/contracts/search';
import { toIso, type DB } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { foldText } from '../../platform/search-text.js';
import * as repo from './history.repository.js';

// Recent searches per member (spec §9: 10 kept, newest first, no duplicate queries). "React",
// "réact " and "REACT" are one entry (the folded query is the key) showing the newest spelling.

const DEFAULT_FILTERS: HistoryFilters = { tab: 'all', experience: 'all', dateRange: 'all' };

/** Days of counts kept per member (popular searches read the last 7). */
const POPULAR_DAYS = 8;

/** One run of a search as history keeps it. */
export interface SearchRun {
  /** The text as typed, without the spaces around and between words that never change a search. */
  query: string;
  queryKey: string;
  filters: HistoryFilters;
  at: Date;
}

/** The run of `query`, or null for a query with nothing to keep (only spaces or signs). */
export function searchRun(query: string, filters: HistoryFilters, at: Date): SearchRun | null {
  const text = query.trim().replace(/\s+/g, ' ');
  const queryKey = foldText(text);
  return queryKey ? { query: text, queryKey, filters: HistoryFilters.parse(filters), at } : null;
}

/**
 * Records a member's runs of searches, oldest first, in one transaction (history.writer.ts
 * gathers them; GET /search records first pages only, so "show more" is not a new search):
 * each query's entry takes the run's text, filters and time; the member's 10 newest entries
 * are kept; and each query counts once per member per UTC day towards popular searches.
 */
export async function recordSearches(db: DB, userId: string, runs: readonly SearchRun[]): Promise<void> {
  if (runs.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // One writer of a member's history at a time (two processes), so the trim sees the
    // others' entries and exactly 10 stay.
    await lockRow(trx, 'user', userId);
    const newest = runs[runs.length - 1]!.at;
    await repo.forgetCountsBefore(trx, new Date(newest.getTime() - POPULAR_DAYS * 86_400_000).toISOString().slice(0, 10));
    for (const run of runs) {
      const at = run.at.toISOString();
      const day = at.slice(0, 10);
      const entry = { id: newId(), userId, query: run.query, queryKey: run.queryKey, filters: JSON.stringify(run.filters), searchedAt: at };
      if (!(await repo.upsertIfNotToday(trx, entry, `${day}T00:00:00.000Z`))) await repo.touch(trx, entry);
      // Counted once per member per day, whatever they did with their history meanwhile: one
      // member clearing and searching again must not make a query "popular" for everyone.
      if (await repo.firstCountToday(trx, day, run.queryKey, userId)) await repo.countMember(trx, day, run.queryKey, run.query);
    }
    await repo.trim(trx, userId, SEARCH_HISTORY_KEPT);
  });
}

/** Records one run at once (seeds and tests; requests go through history.writer.ts). */
export async function recordSearch(db: DB, userId: string, query: string, filters: HistoryFilters, now: Date): Promise<void> {
  const run = searchRun(query, filters, now);
  if (run) await recordSearches(db, userId, [run]);
}

/** Stored filters as the contract shows them; an entry written by an older shape falls back to the defaults. */
function filtersOf(json: string): HistoryFilters {
  try {
    const parsed = HistoryFilters.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_FILTERS;
  } catch {
    return DEFAULT_FILTERS;
  }
}

const toEntry = (row: repo.HistoryRow): SearchHistoryEntry => ({
  id: row.id,
  query: row.query,
  filters: filtersOf(row.filters),
  timestamp: toIso(row.searchedAt),
});

export async function history(db: DB, userId: string): Promise<SearchHistory> {
  const rows = await repo.listHistory(db, userId, SEARCH_HISTORY_KEPT);
  return { items: rows.map(toEntry) };
}

/** Only the member's own entries: another member's id answers the same 404 as an unknown one. */
export async function removeEntry(db: DB, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteEntry(db, userId, id))) {
    throw new AppError(404, 'not_found', 'This search is no longer in your history', undefined, { key: 'not_found.search_history' });
  }
}

export async function clearHistory(db: DB, userId: string): Promise<void> {
  await repo.clearHistory(db, userId);
}
