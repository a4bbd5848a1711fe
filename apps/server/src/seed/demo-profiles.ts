import type { DB } from '../db/database.js';
import { memberPair } from '../db/member-pair.js';
import { countSkillChange } from '../features/profile/skills.repository.js';
import { demoMembers } from './demo-members.js';
import { demoConnections, demoProfiles, demoViews, type Age } from './demo-profile-data.js';

const HOUR = 3_600_000;

function when(age: Age, now: Date): Date {
  if ('hours' in age) return new Date(now.getTime() - age.hours * HOUR);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, age.lastMonthDay, 10));
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Skills, experience, education, connections, endorsements, views and activity of the demo
 * members. Every row has a fixed id or natural key and is inserted with "on conflict do
 * nothing", so a second run — or two nodes starting at once — adds nothing. Counters (catalogue
 * member counts, endorsement counts) are only bumped for rows this run really inserted.
 */
/** Demo members whose profile is public (the others keep the default: members only). */
const PUBLIC_PROFILES = new Set(['ama.mensah', 'esi.quaye', 'kwame.asante']);

export async function seedDemoProfiles(db: DB, now = new Date()): Promise<void> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'email', 'firstName', 'lastName'])
    .where(
      'email',
      'in',
      demoMembers.map((m) => m.email),
    )
    .execute();
  const byLocal = new Map(rows.map((r) => [r.email.split('@')[0]!, r]));
  const id = (local: string) => byLocal.get(local)?.id;

  for (const [local, profile] of Object.entries(demoProfiles)) {
    const userId = id(local);
    if (!userId) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user')
        .set({
          bio: profile.bio,
          location: profile.location,
          website: profile.website ?? '',
          linkedin: profile.linkedin ?? '',
          github: profile.github ?? '',
          phone: profile.phone ?? '',
          // A few members show their profile to everyone, so the demo has public pages (/in/…).
          ...(PUBLIC_PROFILES.has(local) ? { profileVisibility: 'everyone' as const } : {}),
        })
        .where('id', '=', userId)
        .where('bio', '=', '')
        .execute();
      for (const [i, skill] of profile.skills.entries()) {
        const at = when(skill.age, now).toISOString();
        const skillId = `demo-skill-${local}-${i}`;
        const inserted = await trx
          .insertInto('memberSkill')
          .values({
            id: skillId,
            userId,
            name: skill.name,
            nameKey: key(skill.name),
            level: skill.level,
            category: skill.category,
            yearsOfExperience: skill.years,
            createdAt: at,
            updatedAt: at,
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await countSkillChange(trx, key(skill.name), 1, new Date(at));
        await trx
          .insertInto('activity')
          .values({
            id: `demo-act-${skillId}`,
            userId,
            type: 'skill_added',
            subject: skill.name,
            link: '/app/profile?tab=skills',
            createdAt: at,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      for (const [i, j] of profile.jobs.entries()) {
        const at = new Date(now.getTime() - (400 + i) * 24 * HOUR).toISOString();
        const values = { ...j, skills: JSON.stringify(j.skills), createdAt: at, updatedAt: at };
        await trx
          .insertInto('experience')
          .values({ id: `demo-exp-${local}-${i}`, userId, ...values })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      for (const [i, school] of (profile.schools ?? []).entries()) {
        const at = new Date(now.getTime() - 500 * 24 * HOUR).toISOString();
        await trx
          .insertInto('education')
          .values({ id: `demo-edu-${local}-${i}`, userId, ...school, location: '', description: '', createdAt: at, updatedAt: at })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    });
  }
  await seedNetwork(db, now, byLocal);
}

type Members = Map<string, { id: string; firstName: string; lastName: string }>;

async function seedNetwork(db: DB, now: Date, members: Members): Promise<void> {
  const link = async (from: string, to: string, status: 'accepted' | 'pending', hoursAgo: number) => {
    const a = members.get(from);
    const b = members.get(to);
    if (!a || !b) return;
    const at = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    const inserted = await db
      .insertInto('connection')
      .values({
        id: `demo-conn-${from}-${to}`,
        requesterId: a.id,
        addresseeId: b.id,
        ...memberPair(a.id, b.id),
        status,
        message: '',
        createdAt: at,
        respondedAt: status === 'accepted' ? at : null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (status !== 'accepted' || Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      await db
        .insertInto('activity')
        .values({
          id: `demo-act-conn-${self.id}-${other.id}`,
          userId: self.id,
          type: 'connection_made',
          subject: `${other.firstName} ${other.lastName}`,
          link: `/app/profile/${other.id}`,
          createdAt: at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  };
  for (const [from, to, hours] of demoConnections.accepted) await link(from, to, 'accepted', hours);
  for (const [from, to] of demoConnections.pending) await link(from, to, 'pending', 20);

  for (const [local, profile] of Object.entries(demoProfiles)) {
    for (const [i, skill] of profile.skills.entries()) {
      for (const endorser of skill.endorsedBy ?? []) {
        const endorserId = members.get(endorser)?.id;
        if (!endorserId) continue;
        const skillId = `demo-skill-${local}-${i}`;
        const added = await db
          .insertInto('skillEndorsement')
          .values({ memberSkillId: skillId, endorserId, createdAt: now.toISOString() })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
          await db
            .updateTable('memberSkill')
            .set((eb) => ({ endorsementCount: eb('endorsementCount', '+', 1) }))
            .where('id', '=', skillId)
            .execute();
        }
      }
    }
  }

  const ama = members.get('ama.mensah');
  if (!ama) return;
  for (const [viewer, hours] of demoViews) {
    const viewerId = members.get(viewer)?.id;
    if (!viewerId) continue;
    const at = new Date(now.getTime() - hours * HOUR);
    await db
      .insertInto('profileView')
      .values({ profileId: ama.id, viewerId, day: at.toISOString().slice(0, 10), createdAt: at.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
