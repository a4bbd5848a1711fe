import type { SkillMatch } from '@skilllink/contracts/dashboard';
import { toBool, type DB } from '../../db/database.js';

/** A catalogue skill is in demand when it is popular or among this many most-held skills. */
export const TOP_HELD_SKILLS = 20;
/** The in-demand set moves slowly; each process re-reads it at most this often. */
const DEMAND_TTL_MS = 60_000;

interface DemandCache {
  keys: ReadonlySet<string>;
  readAt: number;
}
const demandCache = new WeakMap<DB, DemandCache>();

/**
 * Name keys of the skills in demand on the platform (docs/computations.md, Skill Match):
 * catalogue skills marked popular, plus the TOP_HELD_SKILLS skills most members hold. When
 * jobs land, the skills open jobs ask for join this set here, and only here.
 *
 * The catalogue is small reference data with no index on member_count, so it is read whole
 * once a minute per process and kept, rather than sorted on every dashboard request.
 */
export async function inDemandSkillKeys(db: DB, now = Date.now()): Promise<ReadonlySet<string>> {
  const cached = demandCache.get(db);
  if (cached && now - cached.readAt < DEMAND_TTL_MS) return cached.keys;
  const rows = await db.selectFrom('skillCatalog').select(['nameKey', 'isPopular', 'memberCount']).execute();
  const held = rows
    .filter((r) => r.memberCount > 0)
    .sort((a, b) => b.memberCount - a.memberCount || a.nameKey.localeCompare(b.nameKey))
    .slice(0, TOP_HELD_SKILLS);
  const keys = new Set([...rows.filter((r) => toBool(r.isPopular)).map((r) => r.nameKey), ...held.map((r) => r.nameKey)]);
  demandCache.set(db, { keys, readAt: now });
  return keys;
}

/** Forgets the cached in-demand set (tests that change the catalogue between requests). */
export function forgetDemand(db: DB): void {
  demandCache.delete(db);
}

/**
 * Skill Match, the one definition the dashboard card and the sidebar both show: the share of
 * the member's skills that are in demand, rounded to a whole percent; null without skills.
 */
export function computeSkillMatch(memberSkillKeys: readonly string[], inDemand: ReadonlySet<string>): SkillMatch {
  const total = memberSkillKeys.length;
  const matched = memberSkillKeys.filter((key) => inDemand.has(key)).length;
  return { percent: total === 0 ? null : Math.round((matched / total) * 100), inDemand: matched, total };
}
