import type { ExperienceLevel } from '@skilllink/contracts/jobs';
import type { DB } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import type { SearchRanker } from '../../platform/search-index.js';
import { rankingRows, skillsOf } from './jobs.repository.js';
import { matchProfile } from './member-profile.repository.js';
import { matchListing } from './match-score.js';

/** Jobs and projects in the one search carry the reader's match score, which also ranks them (ADR 060). */
export const listingsSearchRanker: SearchRanker = {
  kinds: ['job', 'project'],
  async rank(db: DB, readerId: string, refIds: readonly string[], now: Date) {
    const [profile, rows, skills] = await Promise.all([matchProfile(db, readerId, now), rankingRows(db, refIds), skillsOf(db, refIds)]);
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
