import type { DB } from '../../db/database.js';
import { connectionCards } from '../../db/member-pair.js';

// Kysely queries for finding people to add to a project's team.

/**
 * The member's accepted connections who are neither on the project nor invited to it: a
 * pending invitation is a workspace_member row too, so one `not in` covers both.
 */
export function connectionsOffTeam(db: DB, userId: string, projectId: string) {
  return connectionCards(db, userId)
    .where('u.id', 'not in', (eb) => eb.selectFrom('workspaceMember').select('userId').where('projectId', '=', projectId))
    .execute();
}
