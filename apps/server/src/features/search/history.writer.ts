import { SEARCH_HISTORY_KEPT, type HistoryFilters } from '@skilllink/contracts/search';
import type { DB } from '../../db/database.js';
import { recordSearches, searchRun, type SearchRun } from './history.service.js';

/**
 * Writes members' recent searches behind the answers (ADR 060, "History behind the answer"):
 * a search never waits for its history row, and a member's runs are written one transaction
 * at a time, the runs that arrived meanwhile together in the next. A member searching from
 * 20 tabs at once (or a script searching 100,000 times) costs one write at a time holding at
 * most the 10 runs history keeps, instead of 20 transactions queued on their row lock.
 */
export interface HistoryWriter {
  /** Keeps the run to write; returns at once. */
  record(userId: string, query: string, filters: HistoryFilters, at: Date): void;
  /** Resolves once every run recorded so far (of this member, or of everyone) is written. */
  settled(userId?: string): Promise<void>;
}

export function createHistoryWriter(db: DB, onError: (err: unknown) => void): HistoryWriter {
  /** Per member: runs not yet being written, oldest first, one per query. */
  const waiting = new Map<string, SearchRun[]>();
  /** Per member: the loop writing their runs, while there are any. */
  const writing = new Map<string, Promise<void>>();

  const drain = async (userId: string) => {
    for (let runs = waiting.get(userId); runs; runs = waiting.get(userId)) {
      waiting.delete(userId);
      try {
        await recordSearches(db, userId, runs);
      } catch (err) {
        onError(err);
      }
    }
    writing.delete(userId);
  };

  return {
    record(userId, query, filters, at) {
      const run = searchRun(query, filters, at);
      if (!run) return;
      // The newest run of a query stands for the earlier ones; beyond the 10 kept, the oldest
      // would be trimmed by the same write anyway.
      const runs = (waiting.get(userId) ?? []).filter((r) => r.queryKey !== run.queryKey);
      runs.push(run);
      waiting.set(userId, runs.slice(-SEARCH_HISTORY_KEPT));
      if (!writing.has(userId)) writing.set(userId, drain(userId));
    },
    async settled(userId) {
      await (userId === undefined ? Promise.all(writing.values()) : writing.get(userId));
    },
  };
}
