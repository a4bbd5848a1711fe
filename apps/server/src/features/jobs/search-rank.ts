import type { ExperienceLevel } from '@skilllink/contracts/jobs';
import type { DB } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { SearchRanker } from '../../platform/search-index.js';
import { rankingRows, skillsOf } from './jobs.repository.js';
import { matchProfile } from './member-profile.repository.js';
import { matchListing, type MatchProfile } from './match-score.js';

/** What the score reads of the reader; a change to their profile drops it. */
const PROFILE_TTL_MS = 60_000;

/** Jobs and projects in the one search carry the reader's match score, which also ranks them (ADR 060). */
export function listingsSearchRanker(caches: MemberCaches): SearchRanker {
  const profiles = caches.create<MatchProfile>(PROFILE_TTL_MS, 2_000);
  return {
    kinds: ['job', 'project'],
    async rank(db: DB, readerId: string, refIds: readonly string[], now: Date) {
      const [profile, rows, skills] = await Promise.all([
        profiles.load(readerId, () => matchProfile(db, readerId, now)),
        rankingRows(db, refIds),
        skillsOf(db, refIds),
      ]);
      const skillsBy = groupBy(skills, (s) => s.jobId);
      const out = new Map<string, { matchScore: number }>();
      for (const row of rows) {
        const listing = {
          title: row.title,
          location: row.location,
          isRemote: toBool(row.isRemote),
          experienceLevel: row.experienceLevel as ExperienceLevel,
          skills: (skillsBy.get(row.id) ?? []).map((s) => ({ key: s.skillKey, name: s.name })),
        };
        out.set(row.id, { matchScore: matchListing(profile, listing).score });
      }
      return out;
    },
  };
}
