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

/** The text as typed, without the spaces around and between words that never change a search. */
/** Days of counts kept per member (popular searches read the last 7). */
const POPULAR_DAYS = 8;

const tidy = (query: string) => query.trim().replace(/\s+/g, ' ');

/**
 * Records one run of a search (GET /search calls it for the first page only, so "show more"
 * is not a new search): the member's entry takes this text, these filters and this time; the
 * member's 10 newest entries are kept; and the query counts once per member per UTC day
 * towards popular searches.
 */
export async function recordSearch(db: DB, userId: string, query: string, filters: HistoryFilters, now: Date): Promise<void> {
  const text = tidy(query);
  const queryKey = foldText(text);
  if (!queryKey) return;
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const entry = { id: newId(), userId, query: text, queryKey, filters: JSON.stringify(HistoryFilters.parse(filters)), searchedAt: at };
  await db.transaction().execute(async (trx) => {
    // One of a member's searches at a time (two tabs, two processes), so the trim sees the
    // others' entries and exactly 10 stay.
    await lockRow(trx, 'user', userId);
    const firstToday = await repo.upsertIfNotToday(trx, entry, `${day}T00:00:00.000Z`);
    if (!firstToday) await repo.touch(trx, entry);
    await repo.trim(trx, userId, SEARCH_HISTORY_KEPT);
    // Counted once per member per day, whatever they did with their history meanwhile: one
    // member clearing and searching again must not make a query "popular" for everyone.
    const keepFrom = new Date(now.getTime() - POPULAR_DAYS * 86_400_000).toISOString().slice(0, 10);
    if (await repo.firstCountToday(trx, day, queryKey, userId, keepFrom)) await repo.countMember(trx, day, queryKey, text);
  });
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
