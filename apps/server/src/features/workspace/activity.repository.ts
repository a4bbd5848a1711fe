import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { WorkspaceActivityTable } from '../../db/schema-workspace.js';

// A project's feed, newest first; ids are time-sortable, so the id is also the page cursor.

export const insertActivity = (db: DB, row: Insertable<WorkspaceActivityTable>) => db.insertInto('workspaceActivity').values(row).execute();

export function activityOf(db: DB, projectId: string, before: string | undefined, limit: number) {
  return db
    .selectFrom('workspaceActivity as a')
    .leftJoin('user as u', 'u.id', 'a.actorId')
    .select(['a.id', 'a.kind', 'a.params', 'a.createdAt', 'a.actorId', 'u.firstName', 'u.lastName', 'u.avatar'])
    .where('a.projectId', '=', projectId)
    .$if(before !== undefined, (q) => q.where('a.id', '<', before!))
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
