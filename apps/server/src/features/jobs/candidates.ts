import type { ExperienceLevel } from '@skilllink/contracts/jobs';
import { toBool, type DB } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import * as repo from './jobs.repository.js';
import { matchListing, type MatchListing, type MatchProfile } from './match-score.js';
import type { MemberCache } from '../../platform/member-cache.js';
import * as search from './search.repository.js';

/** A matching job with what the match score reads of it. */
export interface Candidate {
  id: string;
  listing: MatchListing;
}

/** The jobs of `ids` as the score reads them, in the order of `ids` (two queries). */
export async function candidatesOf(db: DB, ids: readonly string[]): Promise<Candidate[]> {
  const [rows, skills] = await Promise.all([repo.rankingRows(db, ids), repo.skillsOf(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const skillsBy = groupBy(skills, (s) => s.jobId);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const listing: MatchListing = {
      title: row.title,
      location: row.location,
      isRemote: toBool(row.isRemote),
      experienceLevel: row.experienceLevel as ExperienceLevel,
      skills: (skillsBy.get(id) ?? []).map((s) => ({ key: s.skillKey, name: s.name })),
    };
    return [{ id, listing }];
  });
}

/**
 * The first `limit` matches of a search, newest first, with what the score reads. They are the
 * same for every member, so they are kept per search (many members search "react") until a
 * job is posted, edited or closed, which empties them (SEARCHES_TTL_MS, ADR 051).
 */
export function matchingCandidates(
  db: DB,
  searches: MemberCache<Candidate[]>,
  filters: search.JobFilters,
  limit: number,
): Promise<Candidate[]> {
  const { now: _now, postedAfter, ...rest } = filters;
  // "Posted this week" moves with the clock: searches a minute apart share their answer.
  const key = JSON.stringify({ ...rest, postedAfter: postedAfter?.slice(0, 16) ?? null, limit });
  return searches.load(key, async () => candidatesOf(db, await search.newestMatches(db, filters, 0, limit)));
}

/** Best match first; newest first among equals (the candidates' order). */
export function rank(profile: MatchProfile, candidates: readonly Candidate[]): Array<{ id: string; score: number }> {
  return candidates
    .map((c, order) => ({ id: c.id, order, score: matchListing(profile, c.listing).score }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
