import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { WorkspaceMemberTable, WorkspaceProjectTable, WorkspaceTaskTable } from '../../db/schema-workspace.js';

// Kysely queries of the workspace; workspace.presenter.ts makes API objects of the rows.

/** The member's projects (accepted), with their role in each and their client's card. */
const projectsFor = (db: DB, userId: string) =>
  db
    .selectFrom('workspaceMember as m')
    .innerJoin('workspaceProject as p', 'p.id', 'm.projectId')
    .leftJoin('user as c', 'c.id', 'p.clientUserId')
    .selectAll('p')
    .select(['m.role as myRole', 'c.firstName as clientFirstName', 'c.lastName as clientLastName', 'c.avatar as clientAvatar'])
    .where('m.userId', '=', userId)
    .where('m.acceptedAt', 'is not', null);

export function projectsOf(db: DB, userId: string, limit: number) {
  return projectsFor(db, userId).orderBy('p.updatedAt', 'desc').limit(limit).execute();
}
export type ProjectRow = Awaited<ReturnType<typeof projectsOf>>[number];

export function projectFor(db: DB, projectId: string, userId: string) {
  return projectsFor(db, userId).where('p.id', '=', projectId).executeTakeFirstOrThrow();
}

/** The project with its client's card, as no one in particular reads it: the reader's role is set per request. */
export function projectById(db: DB, projectId: string): Promise<ProjectRow> {
  return db
    .selectFrom('workspaceProject as p')
    .leftJoin('user as c', 'c.id', 'p.clientUserId')
    .selectAll('p')
    .select([
      sql<string>`'viewer'`.as('myRole'),
      'c.firstName as clientFirstName',
      'c.lastName as clientLastName',
      'c.avatar as clientAvatar',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirstOrThrow();
}

export function invitationsOf(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('workspaceMember as m')
    .innerJoin('workspaceProject as p', 'p.id', 'm.projectId')
    .leftJoin('user as u', 'u.id', 'm.invitedBy')
    .select(['p.id as projectId', 'p.title', 'm.role', 'u.firstName', 'u.lastName'])
    .where('m.userId', '=', userId)
    .where('m.acceptedAt', 'is', null)
    .orderBy('m.invitedAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The projects' teams, invitations included. A member who deleted their account (ADR 062) is
 * on no team any more: like a closed account on LinkedIn or Upwork, they leave the roster, while
 * the tasks, files and chat messages they left keep naming them "Deleted member".
 */
export function teamsOf(db: DB, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workspaceMember as m')
    .innerJoin('user as u', 'u.id', 'm.userId')
    .select(['m.projectId', 'm.userId', 'm.role', 'm.invitedAt', 'm.acceptedAt', 'u.firstName', 'u.lastName', 'u.avatar'])
    .where('m.projectId', 'in', projectIds)
    .where('u.erasedAt', 'is', null)
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .execute();
}

export function taskCounts(db: DB, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workspaceTask')
    .select(['projectId', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('projectId', 'in', projectIds)
    .groupBy(['projectId', 'status'])
    .execute();
}

export const insertProject = (db: DB, row: Insertable<WorkspaceProjectTable>) => db.insertInto('workspaceProject').values(row).execute();
export const updateProject = (db: DB, id: string, row: Updateable<WorkspaceProjectTable>) =>
  db.updateTable('workspaceProject').set(row).where('id', '=', id).execute();
export const deleteProject = (db: DB, id: string) => db.deleteFrom('workspaceProject').where('id', '=', id).execute();

export function memberRow(db: DB, projectId: string, userId: string) {
  return db.selectFrom('workspaceMember').selectAll().where('projectId', '=', projectId).where('userId', '=', userId).executeTakeFirst();
}

/** Everyone on the project, invitations included (by e-mail too). */
export async function teamSize(db: DB, projectId: string) {
  const count = (table: 'workspaceMember' | 'workspaceEmailInvite') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('projectId', '=', projectId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  return (await count('workspaceMember')) + (await count('workspaceEmailInvite'));
}

/** Invitations by e-mail waiting for their address to be verified, oldest first. */
export function emailInvitesOf(db: DB, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workspaceEmailInvite')
    .select(['id', 'projectId', 'emailShown', 'role', 'invitedAt'])
    .where('projectId', 'in', projectIds)
    .orderBy('invitedAt')
    .orderBy('id')
    .execute();
}

/** The project's leads who can still lead: an erased account (ADR 062) leads nothing. */
export function leadCount(db: DB, projectId: string) {
  return db
    .selectFrom('workspaceMember as m')
    .innerJoin('user as u', 'u.id', 'm.userId')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('m.projectId', '=', projectId)
    .where('m.role', '=', 'lead')
    .where('m.acceptedAt', 'is not', null)
    .where('u.erasedAt', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** A project's tasks with the names of their assignee and of who saved them last. */
const tasksIn = (db: DB, projectId: string) =>
  db
    .selectFrom('workspaceTask as t')
    .leftJoin('user as u', 'u.id', 't.assigneeId')
    .leftJoin('user as e', 'e.id', 't.updatedBy')
    .selectAll('t')
    .select([
      'u.firstName as assigneeFirstName',
      'u.lastName as assigneeLastName',
      'e.firstName as editorFirstName',
      'e.lastName as editorLastName',
    ])
    .where('t.projectId', '=', projectId);

/** The member's open tasks in the projects they are on (accepted), soonest due first, undated last. */
export function openTasksOf(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('workspaceTask as t')
    .innerJoin('workspaceMember as m', (join) => join.onRef('m.projectId', '=', 't.projectId').on('m.userId', '=', userId))
    .innerJoin('workspaceProject as p', 'p.id', 't.projectId')
    .leftJoin('user as u', 'u.id', 't.assigneeId')
    .leftJoin('user as e', 'e.id', 't.updatedBy')
    .selectAll('t')
    .select([
      'p.title as projectTitle',
      'u.firstName as assigneeFirstName',
      'u.lastName as assigneeLastName',
      'e.firstName as editorFirstName',
      'e.lastName as editorLastName',
    ])
    .where('t.assigneeId', '=', userId)
    .where('t.status', '<>', 'completed')
    .where('m.acceptedAt', 'is not', null)
    .orderBy((eb) => eb.case().when('t.dueDate', 'is', null).then(1).else(0).end())
    .orderBy('t.dueDate')
    .orderBy('t.createdAt')
    .limit(limit)
    .execute();
}

/** Tasks of a member who leaves a project go back to nobody. */
export const unassignIn = (db: DB, projectId: string, userId: string) =>
  db.updateTable('workspaceTask').set({ assigneeId: null }).where('projectId', '=', projectId).where('assigneeId', '=', userId).execute();

export function tasksOf(db: DB, projectId: string, limit: number) {
  return tasksIn(db, projectId).orderBy('t.position').orderBy('t.createdAt').orderBy('t.id').limit(limit).execute();
}

/** A board column's tasks in order (ids and places only), without `except` (the task being moved). */
export function columnOf(db: DB, projectId: string, status: string, except: string) {
  return db
    .selectFrom('workspaceTask')
    .select(['id', 'position'])
    .where('projectId', '=', projectId)
    .where('status', '=', status)
    .where('id', '<>', except)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The place after a column's last task. */
export async function endOf(db: DB, projectId: string, status: string): Promise<number> {
  const row = await db
    .selectFrom('workspaceTask')
    .select((eb) => eb.fn.max<number | string | null>('position').as('last'))
    .where('projectId', '=', projectId)
    .where('status', '=', status)
    .executeTakeFirst();
  return row?.last == null ? 1 : Number(row.last) + 1;
}

export const placeTask = (db: DB, id: string, position: number) =>
  db.updateTable('workspaceTask').set({ position }).where('id', '=', id).execute();
export type TaskRow = Awaited<ReturnType<typeof tasksOf>>[number];

export function taskOf(db: DB, projectId: string, taskId: string) {
  return tasksIn(db, projectId).where('t.id', '=', taskId).executeTakeFirst();
}

export const insertTask = (db: DB, row: Insertable<WorkspaceTaskTable>) => db.insertInto('workspaceTask').values(row).execute();
/** Saves a task if it is still at `version` (and moves it on); false when someone saved it meanwhile. */
export async function updateTask(db: DB, id: string, version: number, row: Updateable<WorkspaceTaskTable>): Promise<boolean> {
  const result = await db
    .updateTable('workspaceTask')
    .set({ ...row, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
export const deleteTask = (db: DB, id: string) => db.deleteFrom('workspaceTask').where('id', '=', id).execute();

export function taskTotal(db: DB, projectId: string) {
  return db
    .selectFrom('workspaceTask')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Adds a team row, true when added: one that exists already (an invitation, a member) is kept as it is. */
export async function addMember(db: DB, row: Insertable<WorkspaceMemberTable>): Promise<boolean> {
  const result = await db
    .insertInto('workspaceMember')
    .values(row)
    .onConflict((oc) => oc.columns(['projectId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A member's name as notices quote it. */
export async function nameOf(db: DB, userId: string): Promise<string> {
  const row = await db.selectFrom('user').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
  return row ? `${row.firstName} ${row.lastName}` : '';
}

export const projectTitle = (db: DB, projectId: string) =>
  db
    .selectFrom('workspaceProject')
    .select('title')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow()
    .then((r) => r.title);

const memberOf = (db: DB, projectId: string, userId: string) =>
  db.updateTable('workspaceMember').where('projectId', '=', projectId).where('userId', '=', userId);

export const setMember = (db: DB, projectId: string, userId: string, row: Updateable<WorkspaceMemberTable>) =>
  memberOf(db, projectId, userId).set(row).execute();

export const deleteMember = (db: DB, projectId: string, userId: string) =>
  db.deleteFrom('workspaceMember').where('projectId', '=', projectId).where('userId', '=', userId).execute();
