import { sql } from 'kysely';
import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Skills' part of "Your data" (ADR 062): the member's skills, the endorsements they gave, their
 * skill assessment scores and badges (ADR 078). Erasure revokes the badges (their credentials'
 * status bits say so to anyone holding a copy) and drops the attempts.
 */
export const skillsMemberData: MemberDataSource = {
  area: 'skills',
  async export({ db, memberId }) {
    const skills = await db
      .selectFrom('memberSkill')
      .select(['name', 'level', 'category', 'yearsOfExperience', 'endorsementCount', 'createdAt'])
      .where('userId', '=', memberId)
      .orderBy('name')
      .execute();
    const endorsed = await db
      .selectFrom('skillEndorsement as e')
      .innerJoin('memberSkill as s', 's.id', 'e.memberSkillId')
      .innerJoin('user as u', 'u.id', 's.userId')
      .select(['s.name as skill', 'u.firstName', 'u.lastName', 'e.createdAt'])
      .where('e.endorserId', '=', memberId)
      .execute();
    const assessments = await db
      .selectFrom('skillAssessmentAttempt')
      .select(['skillSlug as skill', 'startedAt', 'submittedAt', 'score', 'passed'])
      .where('userId', '=', memberId)
      .orderBy('startedAt')
      .execute();
    const badges = await db
      .selectFrom('skillBadge')
      .select(['skillName as skill', 'score', 'issuedAt', 'revokedAt'])
      .where('userId', '=', memberId)
      .execute();
    return [jsonFile('skills.json', { skills, endorsementsGiven: endorsed, assessments, skillBadges: badges })];
  },
  async erase({ db, memberId, now }) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('skillBadge')
        .set({ revokedAt: now.toISOString(), revokedReason: 'member_deleted' })
        .where('userId', '=', memberId)
        .where('revokedAt', 'is', null)
        .execute();
      // The badges keep their attempt (their evidence); the rest go.
      await trx
        .deleteFrom('skillAssessmentAttempt')
        .where('userId', '=', memberId)
        .where('id', 'not in', (eb) => eb.selectFrom('skillBadge').select('attemptId').where('userId', '=', memberId))
        .execute();
      // Each skill's count stays equal to its endorsement rows.
      await trx
        .updateTable('memberSkill')
        .set({ endorsementCount: sql`endorsement_count - 1` })
        .where('id', 'in', (eb) => eb.selectFrom('skillEndorsement').select('memberSkillId').where('endorserId', '=', memberId))
        .execute();
      await trx.deleteFrom('skillEndorsement').where('endorserId', '=', memberId).execute();
      await trx.deleteFrom('memberSkill').where('userId', '=', memberId).execute();
    });
  },
};
