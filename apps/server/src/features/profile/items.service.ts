import type { EducationValues, ExperienceValues, SkillValues } from '@skilllink/contracts/profile';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { recordActivity } from '../../platform/activity.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import * as entries from './entries.repository.js';
import { toEducation, toExperience, toMemberSkill } from './profile.presenter.js';
import * as skills from './skills.repository.js';

/** Writes also announce that the member's cached pages (profile, dashboard) changed. */
export interface ItemDeps {
  db: DB;
  caches: MemberCaches;
}

const NOT_FOUND_KEYS = { Skill: 'not_found.skill', Experience: 'not_found.experience', Education: 'not_found.education' } as const;
const notFound = (what: keyof typeof NOT_FOUND_KEYS) =>
  new AppError(404, 'not_found', `${what} not found`, undefined, { key: NOT_FOUND_KEYS[what] });
export const skillExists = () => new AppError(409, 'skill_exists', 'This skill is already in your profile!');
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The access rule for a member's own items: the item must exist and be theirs. Someone else's
 * item answers exactly like a missing one, so ids cannot be probed.
 */
async function ownSkill(db: DB, member: Member, id: string) {
  const row = await skills.findMemberSkill(db, id);
  if (!row || row.userId !== member.id) throw notFound('Skill');
  return row;
}

async function ownEntry(db: DB, table: entries.EntryTable, member: Member, id: string) {
  if ((await entries.entryOwner(db, table, id)) !== member.id) throw notFound(table === 'experience' ? 'Experience' : 'Education');
}

async function skillView(db: DB, ownerId: string, viewerId: string, id: string) {
  const row = (await skills.listMemberSkills(db, ownerId, viewerId)).find((s) => s.id === id);
  if (!row) throw notFound('Skill');
  return toMemberSkill(row);
}

export async function addSkill({ db, caches }: ItemDeps, member: Member, input: SkillValues) {
  const id = newId();
  const now = new Date();
  const key = nameKey(input.name);
  try {
    await db.transaction().execute(async (trx) => {
      await skills.insertMemberSkill(trx, {
        id,
        userId: member.id,
        ...input,
        name: input.name.trim(),
        nameKey: key,
        now: now.toISOString(),
      });
      await skills.countSkillChange(trx, key, 1, now);
      await recordActivity(trx, { userId: member.id, type: 'skill_added', subject: input.name.trim(), link: '/app/profile?tab=skills' });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw skillExists();
    throw err;
  }
  await caches.memberChanged(member.id);
  return skillView(db, member.id, member.id, id);
}

export async function updateSkill({ db, caches }: ItemDeps, member: Member, id: string, input: SkillValues) {
  const current = await ownSkill(db, member, id);
  const key = nameKey(input.name);
  try {
    await db.transaction().execute(async (trx) => {
      await skills.updateMemberSkill(trx, id, { ...input, name: input.name.trim(), nameKey: key });
      if (key !== current.nameKey) {
        await skills.countSkillChange(trx, current.nameKey, -1, new Date());
        await skills.countSkillChange(trx, key, 1, new Date());
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw skillExists();
    throw err;
  }
  await caches.memberChanged(member.id);
  return skillView(db, member.id, member.id, id);
}

export async function deleteSkill({ db, caches }: ItemDeps, member: Member, id: string): Promise<void> {
  const current = await ownSkill(db, member, id);
  await db.transaction().execute(async (trx) => {
    await skills.deleteMemberSkill(trx, id);
    await skills.countSkillChange(trx, current.nameKey, -1, new Date());
  });
  await caches.memberChanged(member.id);
}

const experienceValues = (input: ExperienceValues) => ({ ...input, skills: JSON.stringify([...new Set(input.skills)]) });

export async function addExperience({ db, caches }: ItemDeps, member: Member, input: ExperienceValues) {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await entries.insertExperience(trx, id, member.id, experienceValues(input), new Date().toISOString());
    await recordActivity(trx, {
      userId: member.id,
      type: 'experience_added',
      subject: `${input.position} · ${input.company}`,
      link: '/app/profile?tab=experience',
    });
  });
  await caches.memberChanged(member.id);
  return toExperience((await entries.listExperience(db, member.id)).find((e) => e.id === id)!);
}

export async function updateExperience({ db, caches }: ItemDeps, member: Member, id: string, input: ExperienceValues) {
  await ownEntry(db, 'experience', member, id);
  await entries.updateExperience(db, id, experienceValues(input));
  await caches.memberChanged(member.id);
  return toExperience((await entries.listExperience(db, member.id)).find((e) => e.id === id)!);
}

export async function addEducation({ db, caches }: ItemDeps, member: Member, input: EducationValues) {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await entries.insertEducation(trx, id, member.id, input, new Date().toISOString());
    await recordActivity(trx, {
      userId: member.id,
      type: 'education_added',
      subject: `${input.degree} · ${input.institution}`,
      link: '/app/profile?tab=education',
    });
  });
  await caches.memberChanged(member.id);
  return toEducation((await entries.listEducation(db, member.id)).find((e) => e.id === id)!);
}

export async function updateEducation({ db, caches }: ItemDeps, member: Member, id: string, input: EducationValues) {
  await ownEntry(db, 'education', member, id);
  await entries.updateEducation(db, id, input);
  await caches.memberChanged(member.id);
  return toEducation((await entries.listEducation(db, member.id)).find((e) => e.id === id)!);
}

export async function deleteEntry({ db, caches }: ItemDeps, member: Member, table: entries.EntryTable, id: string): Promise<void> {
  await ownEntry(db, table, member, id);
  await entries.deleteEntry(db, table, id);
  await caches.memberChanged(member.id);
}
