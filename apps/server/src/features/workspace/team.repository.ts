import type { DB } from '../../db/database.js';

// Kysely queries for finding people to add to a project's team.

/** Upper bound on the connections a candidate list is picked from (a person's network, not a crawl). */
const CONNECTIONS_SCANNED = 2_000;

/**
 * The member's accepted connections who are neither on the project nor invited to it: a
 * pending invitation is a workspace_member row too, so one `not in` covers both.
 */
export function connectionsOffTeam(db: DB, userId: string, projectId: string) {
  return db
    .selectFrom('connection as c')
    .innerJoin('user as u', (join) =>
      join.on((eb) =>
        eb.and([eb.or([eb('u.id', '=', eb.ref('c.userLow')), eb('u.id', '=', eb.ref('c.userHigh'))]), eb('u.id', '!=', userId)]),
      ),
    )
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.title', 'u.avatar'])
    .where('c.status', '=', 'accepted')
    .where((eb) => eb.or([eb('c.userLow', '=', userId), eb('c.userHigh', '=', userId)]))
    .where('u.id', 'not in', (eb) => eb.selectFrom('workspaceMember').select('userId').where('projectId', '=', projectId))
    .limit(CONNECTIONS_SCANNED)
    .execute();
}
