import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { blockedIds } from '../../platform/privacy.js';
import type { SearchRanker } from '../../platform/search-index.js';
import { connectedIds, secondDegree } from './graph.repository.js';
import { newestMembers, sharingSkills, unrelatedSecondDegree } from './recommend.repository.js';

/** A change to the reader's connections drops both at once (memberChanged); the TTL bounds the rest. */
const SECOND_DEGREE_TTL_MS = 60_000;
const CONNECTIONS_TTL_MS = 60_000;

/**
 * People in the one search come closest first: connections, then connections' connections
 * (ADR 060). The second degree is read once a minute per reader (the sum of their connections'
 * connections), not per search.
 */
export function peopleSearchRanker(caches: MemberCaches): SearchRanker {
  const reached = caches.create<Map<string, number>>(SECOND_DEGREE_TTL_MS, 2_000);
  const connections = caches.create<string[]>(CONNECTIONS_TTL_MS, 2_000);
  const connectedTo = (db: DB, readerId: string) => connections.load(readerId, () => connectedIds(db, readerId));
  // A block changes both members (memberChanged), which empties this; most readers have none.
  const blocks = caches.create<Set<string>>(CONNECTIONS_TTL_MS, 2_000);
  return {
    kinds: ['person'],
    async rank(db: DB, readerId: string, refIds: readonly string[]) {
      const [connected, second] = await Promise.all([
        connectedTo(db, readerId).then((ids) => new Set(ids)),
        reached.load(readerId, () => secondDegree(db, readerId)),
      ]);
      const out = new Map<string, { degree?: 1 | 2 }>();
      for (const id of refIds) {
        // The reader may find themselves: no degree for them.
        if (id === readerId) continue;
        if (connected.has(id)) out.set(id, { degree: 1 });
        else if ((second.get(id) ?? 0) > 0) out.set(id, { degree: 2 });
      }
      return out;
    },
    near: connectedTo,
    hidden: (db: DB, readerId: string) => blocks.load(readerId, () => blockedIds(db, readerId)),
    /**
     * People the reader may know, neither connected nor in a pending request either way:
     * connections' connections (most mutual first), then members sharing most of their skills,
     * then the newest members.
     */
    async recommend(db: DB, readerId: string, count: number) {
      const ids = (await unrelatedSecondDegree(db, readerId, count)).map((p) => p.id);
      if (ids.length < count) ids.push(...(await sharingSkills(db, readerId, ids, count - ids.length)));
      if (ids.length < count) ids.push(...(await newestMembers(db, readerId, ids, count - ids.length)));
      return ids;
    },
  };
}
