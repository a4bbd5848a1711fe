import { sql } from 'kysely';
import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/** Skills' part of "Your data" (ADR 062): the member's skills and the endorsements they gave. */
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
    return [jsonFile('skills.json', { skills, endorsementsGiven: endorsed })];
  },
  async erase({ db, memberId }) {
    await db.transaction().execute(async (trx) => {
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
