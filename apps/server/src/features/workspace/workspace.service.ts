import {
  PROJECTS_PER_MEMBER_MAX,
  TASKS_PER_PROJECT_MAX,
  type WorkspaceProjectInput,
  type WorkspaceTaskInput,
  type WorkspaceProject,
  type WorkspaceProjects,
  type WorkspaceRole,
  type WorkspaceTask,
  type WorkspaceTasks,
} from '@skilllink/contracts/workspace';
import type { z } from 'zod';
import { toIso, type DB } from '../../db/database.js';
import { areConnected } from '../../db/member-pair.js';
import { AppError } from '../../platform/errors.js';
import { groupBy } from '../../platform/group-by.js';
import { newId } from '../../platform/ids.js';
import { toProject, toTask } from './workspace.presenter.js';
import * as repo from './workspace.repository.js';

export interface WorkspaceDeps {
  db: DB;
  now: () => Date;
  /** Multiplies the write limits (RATE_LIMIT_FACTOR). */
  rateLimitFactor: number;
}

type ProjectInput = z.output<typeof WorkspaceProjectInput>;
type TaskInput = z.output<typeof WorkspaceTaskInput>;

const tooMany = () =>
  new AppError(409, 'workspace_project_limit', `You can be on at most ${PROJECTS_PER_MEMBER_MAX} projects`, undefined, {
    params: { max: PROJECTS_PER_MEMBER_MAX },
  });
const lastLead = () => new AppError(409, 'workspace_last_lead', 'A project needs a lead: make someone else lead first');
const notTeamMember = () => new AppError(404, 'workspace_member_not_found', 'This person is not on the project');
const taskNotFound = () => new AppError(404, 'workspace_task_not_found', 'Task not found');

/** Projects with their teams and task counts: three queries whatever their number. */
async function present(db: DB, rows: readonly repo.ProjectRow[]): Promise<WorkspaceProject[]> {
  const ids = rows.map((r) => r.id);
  const [team, counts] = await Promise.all([repo.teamsOf(db, ids), repo.taskCounts(db, ids)]);
  const teamBy = groupBy(team, (m) => m.projectId);
  const countsBy = groupBy(counts, (c) => c.projectId);
  return rows.map((row) => {
    const mine = countsBy.get(row.id) ?? [];
    const total = mine.reduce((n, c) => n + Number(c.n), 0);
    const completed = Number(mine.find((c) => c.status === 'completed')?.n ?? 0);
    return toProject(row, teamBy.get(row.id) ?? [], { total, completed });
  });
}

export async function myProjects(deps: WorkspaceDeps, me: string): Promise<WorkspaceProjects> {
  const [rows, invitations] = await Promise.all([
    repo.projectsOf(deps.db, me, PROJECTS_PER_MEMBER_MAX),
    repo.invitationsOf(deps.db, me, PROJECTS_PER_MEMBER_MAX),
  ]);
  return {
    items: await present(deps.db, rows),
    invitations: invitations.map((i) => ({
      projectId: i.projectId,
      title: i.title,
      role: i.role as WorkspaceRole,
      invitedBy: `${i.firstName ?? ''} ${i.lastName ?? ''}`.trim(),
    })),
  };
}

export async function project(deps: WorkspaceDeps, me: string, projectId: string): Promise<WorkspaceProject> {
  const [one] = await present(deps.db, [await repo.projectFor(deps.db, projectId, me)]);
  return one!;
}

const projectColumns = (input: ProjectInput) => ({
  title: input.title,
  description: input.description,
  status: input.status,
  priority: input.priority,
  budgetTotal: input.budget.total,
  budgetSpent: input.budget.spent,
  currency: input.budget.currency,
  startDate: input.startDate,
  endDate: input.endDate,
  tags: JSON.stringify(input.tags),
});

/** A new project; its creator leads it. */
export async function createProject(deps: WorkspaceDeps, me: string, input: ProjectInput): Promise<WorkspaceProject> {
  const id = newId();
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const on = await repo.projectsOf(trx, me, PROJECTS_PER_MEMBER_MAX);
    if (on.length >= PROJECTS_PER_MEMBER_MAX) throw tooMany();
    await repo.insertProject(trx, { id, ...projectColumns(input), createdBy: me, createdAt: now, updatedAt: now });
    await repo.addMember(trx, { projectId: id, userId: me, role: 'lead', invitedBy: null, invitedAt: now, acceptedAt: now });
  });
  return project(deps, me, id);
}

export async function updateProject(deps: WorkspaceDeps, me: string, projectId: string, input: ProjectInput): Promise<WorkspaceProject> {
  await repo.updateProject(deps.db, projectId, { ...projectColumns(input), updatedAt: deps.now().toISOString() });
  return project(deps, me, projectId);
}

export async function deleteProject(deps: WorkspaceDeps, projectId: string): Promise<void> {
  await repo.deleteProject(deps.db, projectId);
}

/** Invites one of the lead's connections; they see the project once they accept. */
export async function invite(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  memberId: string,
  role: WorkspaceRole,
): Promise<WorkspaceProject> {
  if (memberId === me || !(await areConnected(deps.db, me, memberId))) {
    throw new AppError(400, 'workspace_invite_connection', 'You can invite your connections only');
  }
  const now = deps.now().toISOString();
  await repo.addMember(deps.db, { projectId, userId: memberId, role, invitedBy: me, invitedAt: now, acceptedAt: null });
  return project(deps, me, projectId);
}

/** The invitee's answer: accept joins the team; decline removes the invitation. */
export async function answerInvitation(deps: WorkspaceDeps, me: string, projectId: string, accept: boolean): Promise<void> {
  const row = await repo.memberRow(deps.db, projectId, me);
  if (!row || row.acceptedAt !== null) throw new AppError(404, 'workspace_invitation_not_found', 'Invitation not found');
  if (accept) await repo.setMember(deps.db, projectId, me, { acceptedAt: deps.now().toISOString() });
  else await repo.deleteMember(deps.db, projectId, me);
}

/** Changes a member's role; the last lead cannot be demoted. */
export async function changeRole(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  memberId: string,
  role: WorkspaceRole,
): Promise<WorkspaceProject> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.memberRow(trx, projectId, memberId);
    if (!row) throw notTeamMember();
    if (row.role === 'lead' && role !== 'lead' && (await repo.leadCount(trx, projectId)) <= 1) throw lastLead();
    await repo.setMember(trx, projectId, memberId, { role });
  });
  return project(deps, me, projectId);
}

/** Removes a member (a lead removes anyone, anyone may leave); the last lead cannot go. */
export async function removeMember(deps: WorkspaceDeps, projectId: string, memberId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.memberRow(trx, projectId, memberId);
    if (!row) throw notTeamMember();
    if (row.role === 'lead' && row.acceptedAt !== null && (await repo.leadCount(trx, projectId)) <= 1) throw lastLead();
    await repo.deleteMember(trx, projectId, memberId);
  });
}

export async function tasks(deps: WorkspaceDeps, projectId: string): Promise<WorkspaceTasks> {
  return { items: (await repo.tasksOf(deps.db, projectId, TASKS_PER_PROJECT_MAX)).map(toTask) };
}

/** The assignee must be on the team (accepted); null leaves the task unassigned. */
async function checkedAssignee(db: DB, projectId: string, wanted: string | null): Promise<string | null> {
  if (wanted === null) return null;
  const row = await repo.memberRow(db, projectId, wanted);
  if (!row || row.acceptedAt === null) throw new AppError(400, 'workspace_assignee', 'Assign the task to someone on the project');
  return wanted;
}

export async function createTask(deps: WorkspaceDeps, me: string, projectId: string, input: TaskInput): Promise<WorkspaceTask> {
  const id = newId();
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.taskTotal(trx, projectId)) >= TASKS_PER_PROJECT_MAX) {
      throw new AppError(409, 'workspace_task_limit', `A project holds at most ${TASKS_PER_PROJECT_MAX} tasks`, undefined, {
        params: { max: TASKS_PER_PROJECT_MAX },
      });
    }
    await repo.insertTask(trx, {
      id,
      projectId,
      title: input.title,
      description: input.description,
      status: input.status,
      priority: input.priority,
      // Absent: the creator (spec §4).
      assigneeId: await checkedAssignee(trx, projectId, input.assigneeId === undefined ? me : input.assigneeId),
      dueDate: input.dueDate,
      completedAt: input.status === 'completed' ? now : null,
      tags: JSON.stringify(input.tags),
      createdBy: me,
      createdAt: now,
      updatedAt: now,
    });
    await repo.updateProject(trx, projectId, { updatedAt: now });
  });
  return toTask((await repo.taskOf(deps.db, projectId, id))!);
}

/** Saves the whole task; completing stamps the completed date, reopening clears it (spec §4). */
export async function updateTask(deps: WorkspaceDeps, projectId: string, taskId: string, input: TaskInput): Promise<WorkspaceTask> {
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.taskOf(trx, projectId, taskId);
    if (!before) throw taskNotFound();
    const kept = before.status === 'completed' && before.completedAt !== null ? toIso(before.completedAt) : now;
    await repo.updateTask(trx, taskId, {
      title: input.title,
      description: input.description,
      status: input.status,
      priority: input.priority,
      // Absent: unchanged.
      assigneeId: await checkedAssignee(trx, projectId, input.assigneeId === undefined ? before.assigneeId : input.assigneeId),
      dueDate: input.dueDate,
      completedAt: input.status === 'completed' ? kept : null,
      tags: JSON.stringify(input.tags),
      updatedAt: now,
    });
    await repo.updateProject(trx, projectId, { updatedAt: now });
  });
  return toTask((await repo.taskOf(deps.db, projectId, taskId))!);
}

export async function deleteTask(deps: WorkspaceDeps, projectId: string, taskId: string): Promise<void> {
  const row = await repo.taskOf(deps.db, projectId, taskId);
  if (!row) throw taskNotFound();
  await repo.deleteTask(deps.db, taskId);
}
