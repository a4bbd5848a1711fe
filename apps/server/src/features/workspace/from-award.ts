import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { newId } from '../../platform/ids.js';
import { registerPeriodic } from '../../platform/periodic.js';
import { recordActivity } from './activity.service.js';

// An awarded freelance proposal becomes a workspace project (issue 23 item 1): the freelancer
// leads it, the poster follows it as its client (a viewer). The jobs side calls
// `app.workspaceFromAward` after its award commits; features never import each other, so the
// call goes through the server instance, and this side reads the listing's rows itself (as
// messaging reads applications). One project per award (unique application_id), however often
// it is asked; a periodic sweep makes the ones a crash between the two left behind.

declare module 'fastify' {
  interface FastifyInstance {
    /** The workspace project made from an awarded proposal (made now if it does not exist yet). */
    workspaceFromAward(applicationId: string): Promise<string | null>;
  }
}

async function awardOf(db: DB, applicationId: string) {
  return db
    .selectFrom('jobApplication as a')
    .innerJoin('job as j', 'j.id', 'a.jobId')
    .select([
      'a.applicantId',
      'a.status',
      'j.id as jobId',
      'j.kind',
      'j.title',
      'j.description',
      'j.posterId',
      'j.salaryMax',
      'j.salaryMin',
      'j.salaryCurrency',
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export async function projectFromAward(db: DB, now: () => Date, applicationId: string): Promise<string | null> {
  const award = await awardOf(db, applicationId);
  if (!award || award.kind !== 'project' || award.status !== 'awarded') return null;
  const made = await db.selectFrom('workspaceProject').select('id').where('applicationId', '=', applicationId).executeTakeFirst();
  if (made) return made.id;
  const skills = await db.selectFrom('jobSkill').select('name').where('jobId', '=', award.jobId).orderBy('position').execute();
  const id = newId();
  const at = now().toISOString();
  const budget = Number(award.salaryMax ?? award.salaryMin ?? 0);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('workspaceProject')
        .values({
          id,
          applicationId,
          title: award.title,
          description: award.description,
          status: 'planning',
          priority: 'medium',
          budgetTotal: budget,
          budgetSpent: 0,
          currency: award.salaryCurrency ?? 'USD',
          startDate: at.slice(0, 10),
          endDate: null,
          tags: '[]',
          skills: JSON.stringify(skills.map((s) => s.name)),
          clientUserId: award.posterId,
          createdBy: award.applicantId,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      const member = (userId: string, role: string) => ({
        projectId: id,
        userId,
        role,
        invitedBy: award.posterId,
        invitedAt: at,
        acceptedAt: at,
      });
      // Both said yes already: the freelancer by proposing, the client by awarding.
      await trx
        .insertInto('workspaceMember')
        .values([member(award.applicantId, 'lead'), member(award.posterId, 'viewer')])
        .execute();
      await recordActivity(trx, {
        projectId: id,
        actorId: award.posterId,
        kind: 'project_created',
        params: { projectTitle: award.title },
        at,
      });
    });
  } catch (err) {
    // Two awards' follow-ups at once: the unique application_id kept the other one.
    const other = await db.selectFrom('workspaceProject').select('id').where('applicationId', '=', applicationId).executeTakeFirst();
    if (other) return other.id;
    throw err;
  }
  return id;
}

/** How often awards without their project are looked for, and how far back. */
export const AWARD_REPAIR_EVERY_MS = 10 * 60_000;
const AWARD_REPAIR_WINDOW_MS = 7 * 86_400_000;
const AWARD_REPAIR_BATCH = 50;

/**
 * Makes the projects of recent awards that have none: the jobs route asks right after its award
 * commits, so this only finds the ones a crash or a failed follow-up left behind. Awarded
 * proposals are read through their partial unique index (one award per listing).
 */
export async function repairAwardedProjects(db: DB, now: () => Date): Promise<number> {
  const since = new Date(now().getTime() - AWARD_REPAIR_WINDOW_MS).toISOString();
  const missing = await db
    .selectFrom('jobApplication as a')
    .select('a.id')
    .where('a.status', '=', 'awarded')
    .where('a.updatedAt', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('workspaceProject as p').select('p.id').whereRef('p.applicationId', '=', 'a.id'))),
    )
    .limit(AWARD_REPAIR_BATCH)
    .execute();
  for (const { id } of missing) await projectFromAward(db, now, id);
  return missing.length;
}

export function registerAwardedProjects(app: FastifyInstance, db: DB, now: () => Date): void {
  app.decorate('workspaceFromAward', (applicationId: string) => projectFromAward(db, now, applicationId));
  registerPeriodic(app, 'awarded projects repair', AWARD_REPAIR_EVERY_MS, () => repairAwardedProjects(db, now));
}
