import type { DB } from '../db/database.js';

/**
 * The skills members proved by passing SkillLink's assessment (skill badges, issue 29 §6): by
 * member, the catalogue name key (member_skill.name_key, job_skill.skill_key) → skill name.
 * Read by the profile, the public profile, applicant lists and the match score, so "verified"
 * means one thing everywhere. A revoked badge (erasure, fraud) proves nothing.
 */
export async function verifiedSkills(db: DB, userIds: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('skillBadge')
    .select(['userId', 'nameKey', 'skillName'])
    .where('userId', 'in', ids)
    .where('revokedAt', 'is', null)
    .execute();
  for (const r of rows) {
    let mine = out.get(r.userId);
    if (!mine) out.set(r.userId, (mine = new Map()));
    mine.set(r.nameKey, r.skillName);
  }
  return out;
}
