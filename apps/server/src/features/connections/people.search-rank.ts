import type { DB } from '../../db/database.js';
import type { SearchRanker } from '../../platform/search-index.js';
import { connectedIds, mutualCounts } from './graph.repository.js';

/** People in the one search come closest first: connections, then connections' connections (ADR 060). */
export const peopleSearchRanker: SearchRanker = {
  kinds: ['person'],
  async rank(db: DB, readerId: string, refIds: readonly string[]) {
    const connected = new Set(await connectedIds(db, readerId));
    const others = refIds.filter((id) => !connected.has(id));
    const mutual = await mutualCounts(db, readerId, others);
    const out = new Map<string, { degree?: 1 | 2 }>();
    for (const id of refIds) {
      if (connected.has(id)) out.set(id, { degree: 1 });
      else if ((mutual.get(id) ?? 0) > 0) out.set(id, { degree: 2 });
    }
    return out;
  },
  near: connectedIds,
};
