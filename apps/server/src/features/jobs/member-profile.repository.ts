import type { ExperienceLevel } from '@skilllink/contracts/jobs';
import type { DB } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import { verifiedSkills } from '../../platform/skill-badges.js';
import { levelFromExperience, type MatchProfile } from './match-score.js';

/**
 * What the match score reads of each member (their skills and skill badges, title and positions,
 * location, and their level from their experience), in four queries whatever the number of members.
 */
export async function matchProfiles(db: DB, userIds: readonly string[], now: Date): Promise<Map<string, MatchProfile>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [users, skills, experience, verified] = await Promise.all([
    db.selectFrom('user').select(['id', 'title', 'location']).where('id', 'in', ids).execute(),
    db.selectFrom('memberSkill').select(['userId', 'nameKey']).where('userId', 'in', ids).execute(),
    db.selectFrom('experience').select(['userId', 'position', 'startDate', 'endDate']).where('userId', 'in', ids).execute(),
    verifiedSkills(db, ids),
  ]);
  const profiles = new Map<string, MatchProfile>();
  const experienceBy = groupBy(experience, (e) => e.userId);
  const skillsBy = groupBy(skills, (s) => s.userId);
  for (const u of users) {
    const mine = experienceBy.get(u.id) ?? [];
    const level: ExperienceLevel = levelFromExperience(mine, now);
    profiles.set(u.id, {
      skillKeys: new Set((skillsBy.get(u.id) ?? []).map((s) => s.nameKey)),
      verified: verified.get(u.id) ?? new Map(),
      titles: [u.title, ...mine.map((e) => e.position)],
      location: u.location,
      level,
    });
  }
  return profiles;
}

export async function matchProfile(db: DB, userId: string, now: Date): Promise<MatchProfile> {
  const profile = (await matchProfiles(db, [userId], now)).get(userId);
  return profile ?? { skillKeys: new Set(), verified: new Map(), titles: [], location: '', level: 'entry' };
}
