import type { EndorsementResponse } from '@skilllink/contracts/profile';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import { privacyOf } from '../../platform/privacy.js';
import { findConnection } from './profile.repository.js';
import * as skills from './skills.repository.js';

/**
 * Endorsements are real: only a connection of the skill's owner may give one, once per skill;
 * the count on the skill is the number of rows, kept in the same transaction.
 */
async function endorsable(db: DB, member: Member, skillId: string) {
  const skill = await skills.findMemberSkill(db, skillId);
  if (!skill) throw new AppError(404, 'not_found', 'Skill not found', undefined, { key: 'not_found.skill' });
  if (skill.userId === member.id) throw new AppError(400, 'own_skill', 'You cannot endorse your own skill');
  const link = await findConnection(db, member.id, skill.userId);
  if (link?.status !== 'accepted')
    throw new AppError(403, 'not_connected', 'Only connections can endorse skills', undefined, { key: 'not_connected.endorse' });
  if (!(await privacyOf(db, skill.userId))?.endorsements)
    throw new AppError(403, 'endorsements_off', 'This member does not take endorsements');
  return skill;
}

async function result(db: DB, skillId: string, endorsedByMe: boolean): Promise<EndorsementResponse> {
  const skill = await skills.findMemberSkill(db, skillId);
  return { endorsements: skill?.endorsementCount ?? 0, endorsedByMe };
}

export async function endorse(
  { db, caches }: { db: DB; caches: MemberCaches },
  member: Member,
  skillId: string,
): Promise<EndorsementResponse> {
  const skill = await endorsable(db, member, skillId);
  await db.transaction().execute((trx) => skills.addEndorsement(trx, skillId, member.id, new Date().toISOString()));
  await caches.memberChanged(skill.userId);
  return result(db, skillId, true);
}

/** Withdrawing needs no connection: a member can always take back what they gave. */
export async function withdraw(
  { db, caches }: { db: DB; caches: MemberCaches },
  member: Member,
  skillId: string,
): Promise<EndorsementResponse> {
  const skill = await skills.findMemberSkill(db, skillId);
  if (!skill) throw new AppError(404, 'not_found', 'Skill not found', undefined, { key: 'not_found.skill' });
  await db.transaction().execute((trx) => skills.removeEndorsement(trx, skillId, member.id));
  await caches.memberChanged(skill.userId);
  return result(db, skillId, false);
}
