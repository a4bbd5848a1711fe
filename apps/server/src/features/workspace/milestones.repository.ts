import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { WorkspaceMilestoneTable } from '../../db/schema-workspace.js';

// A project's milestones, each with its task counts (milestones.service.ts computes status and progress).

export function milestoneOf(db: DB, projectId: string, milestoneId: string) {
  return db
    .selectFrom('workspaceMilestone')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', milestoneId)
    .executeTakeFirst();
}

/** A project's milestones by due date (undated last), each with its task counts by status; `only` picks one. */
export function milestonesOf(db: DB, projectId: string, limit: number, only?: string) {
  return db
    .selectFrom('workspaceMilestone as ms')
    .leftJoin('workspaceTask as t', 't.milestoneId', 'ms.id')
    .select(['ms.id', 'ms.title', 'ms.dueDate'])
    .select((eb) => [
      eb.fn.count<number | string>('t.id').as('tasks'),
      eb.fn.sum<number | string | null>(eb.case().when('t.status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number | string | null>(eb.case().when('t.status', '=', 'in_progress').then(1).else(0).end()).as('started'),
    ])
    .where('ms.projectId', '=', projectId)
    .$if(only !== undefined, (q) => q.where('ms.id', '=', only!))
    .groupBy(['ms.id', 'ms.title', 'ms.dueDate'])
    .orderBy((eb) => eb.case().when('ms.dueDate', 'is', null).then(1).else(0).end())
    .orderBy('ms.dueDate')
    .orderBy('ms.id')
    .limit(limit)
    .execute();
}
export type MilestoneRow = Awaited<ReturnType<typeof milestonesOf>>[number];

export const insertMilestone = (db: DB, row: Insertable<WorkspaceMilestoneTable>) =>
  db.insertInto('workspaceMilestone').values(row).execute();
export const updateMilestone = (db: DB, id: string, row: Updateable<WorkspaceMilestoneTable>) =>
  db.updateTable('workspaceMilestone').set(row).where('id', '=', id).execute();
export const deleteMilestone = (db: DB, id: string) => db.deleteFrom('workspaceMilestone').where('id', '=', id).execute();
