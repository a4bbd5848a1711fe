import type { RecommendedConnection } from '@skilllink/contracts/dashboard';
import type { DB } from '../../db/database.js';
import * as repo from './recommendations.repository.js';

export const RECOMMENDED_COUNT = 3;
/** Newest holders read per skill, and skills used: bounds the work whatever the platform's size. */
const HOLDERS_PER_SKILL = 40;
const SKILLS_USED = 10;
/** Who is worth meeting changes slowly; each member's list is reused this long per process. */
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_MEMBERS = 10_000;

interface Cached {
  people: RecommendedConnection[];
  /** The member's skills when the list was made: a change of skills makes a new list. */
  skills: string;
  at: number;
}
const caches = new WeakMap<DB, Map<string, Cached>>();

function cacheOf(db: DB): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * Recommended connections (docs/computations.md): members the member is not connected to and
 * has no request pending with either way, most shared skills first, then the newest members.
 * Candidates are the newest holders of each of the member's skills; when they are fewer than
 * three, the newest members fill the list.
 */
export async function recommendConnections(db: DB, me: string, mySkillKeys: readonly string[], now = Date.now()) {
  const cache = cacheOf(db);
  const skills = mySkillKeys.join('\n');
  const hit = cache.get(me);
  if (hit && hit.skills === skills && now - hit.at < CACHE_TTL_MS) {
    // A request sent (or accepted) since the list was made takes the person off it at once.
    const related = await repo.relatedAmong(
      db,
      me,
      hit.people.map((p) => p.id),
    );
    if (related.size === 0) return hit.people;
  }
  const people = await compute(db, me, mySkillKeys);
  cache.delete(me);
  if (cache.size >= CACHE_MAX_MEMBERS) cache.delete(cache.keys().next().value!);
  cache.set(me, { people, skills, at: now });
  return people;
}

/** Forgets every cached list (tests that change who is related between requests). */
export function forgetRecommendations(db: DB): void {
  caches.delete(db);
}

async function compute(db: DB, me: string, mySkillKeys: readonly string[]): Promise<RecommendedConnection[]> {
  const keys = mySkillKeys.slice(0, SKILLS_USED);
  const [holders, related] = await Promise.all([repo.recentHolders(db, me, keys, HOLDERS_PER_SKILL), repo.relatedMembers(db, me)]);
  const candidates = holders.filter((id) => !related.has(id));
  const shared = await repo.sharedSkillCounts(db, candidates, mySkillKeys);
  const ranked = candidates
    .map((id) => ({ id, shared: shared.get(id) ?? 0 }))
    .sort((a, b) => b.shared - a.shared || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, RECOMMENDED_COUNT);
  if (ranked.length < RECOMMENDED_COUNT) {
    const chosen = ranked.map((r) => r.id);
    const newest = await repo.newestUnrelatedMembers(db, me, chosen, RECOMMENDED_COUNT - ranked.length);
    ranked.push(...newest.map((r) => ({ id: r.id, shared: 0 })));
  }
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const [cards, skills] = await Promise.all([repo.memberCards(db, ids), repo.skillsOf(db, ids)]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ranked.flatMap(({ id, shared: sharedSkills }) => {
    const card = byId.get(id);
    if (!card) return [];
    const topSkills = skills
      .filter((s) => s.userId === id)
      .slice(0, 3)
      .map((s) => s.name);
    return [{ id, firstName: card.firstName, lastName: card.lastName, title: card.title, avatar: card.avatar, topSkills, sharedSkills }];
  });
}
