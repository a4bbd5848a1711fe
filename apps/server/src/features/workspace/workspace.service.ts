import {
  PROJECTS_PER_MEMBER_MAX,
  type WorkspaceProjectInput,
  type WorkspaceProject,
  type WorkspaceProjects,
  type WorkspaceRole,
} from '@skilllink/contracts/workspace';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { areConnected } from '../../db/member-pair.js';
import { AppError } from '../../platform/errors.js';
import { groupBy } from '../../platform/group-by.js';
import { newId } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { recordActivity } from './activity.service.js';
import { inviteRow, notConnection } from './invitations.js';
import { toProject } from './workspace.presenter.js';
import * as repo from './workspace.repository.js';

export interface WorkspaceDeps {
  db: DB;
  /** Told when a member's notifications change, which pushes them to their open tabs. */
  caches: MemberCaches;
  now: () => Date;
  /** Multiplies the write limits (RATE_LIMIT_FACTOR). */
  rateLimitFactor: number;
  /** E-mail invitations (ADR 059) and the address their links lead to. */
  mailer: Mailer;
  publicUrl: string;
}

type ProjectInput = z.output<typeof WorkspaceProjectInput>;

const tooMany = () =>
  new AppError(409, 'workspace_project_limit', `You can be on at most ${PROJECTS_PER_MEMBER_MAX} projects`, undefined, {
    params: { max: PROJECTS_PER_MEMBER_MAX },
  });

/** Projects with their teams, e-mail invitations and task counts: four queries whatever their number. */
async function present(db: DB, rows: readonly repo.ProjectRow[], me: string): Promise<WorkspaceProject[]> {
  const ids = rows.map((r) => r.id);
  const [team, counts, byEmail] = await Promise.all([repo.teamsOf(db, ids), repo.taskCounts(db, ids), repo.emailInvitesOf(db, ids)]);
  const teamBy = groupBy(team, (m) => m.projectId);
  const countsBy = groupBy(counts, (c) => c.projectId);
  const emailBy = groupBy(byEmail, (i) => i.projectId);
  return rows.map((row) => {
    const mine = countsBy.get(row.id) ?? [];
    const total = mine.reduce((n, c) => n + Number(c.n), 0);
    const completed = Number(mine.find((c) => c.status === 'completed')?.n ?? 0);
    return toProject(row, { team: teamBy.get(row.id) ?? [], byEmail: emailBy.get(row.id) ?? [] }, { total, completed }, me);
  });
}

export async function myProjects(deps: WorkspaceDeps, me: string): Promise<WorkspaceProjects> {
  const [rows, invitations] = await Promise.all([
    repo.projectsOf(deps.db, me, PROJECTS_PER_MEMBER_MAX),
    repo.invitationsOf(deps.db, me, PROJECTS_PER_MEMBER_MAX),
  ]);
  return {
    items: await present(deps.db, rows, me),
    invitations: invitations.map((i) => ({
      projectId: i.projectId,
      title: i.title,
      role: i.role as WorkspaceRole,
      invitedBy: `${i.firstName ?? ''} ${i.lastName ?? ''}`.trim(),
    })),
  };
}

export async function project(deps: WorkspaceDeps, me: string, projectId: string): Promise<WorkspaceProject> {
  const [one] = await present(deps.db, [await repo.projectFor(deps.db, projectId, me)], me);
  return one!;
}

/** The project as its team reads it, before it is anyone's: kept by the route, then `asReadBy` each reader. */
export async function projectAsTeam(deps: WorkspaceDeps, projectId: string): Promise<WorkspaceProject> {
  const [one] = await present(deps.db, [await repo.projectById(deps.db, projectId)], '');
  return one!;
}

/** The reader's role (the guard let only team members through) and their own row. */
export const asReadBy = (project: WorkspaceProject, me: string): WorkspaceProject => ({
  ...project,
  myRole: project.team.find((m) => m.id === me)?.role ?? project.myRole,
  team: project.team.map((m) => (m.id === me ? { ...m, isMe: true } : m)),
});

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
  skills: JSON.stringify(input.skills),
});

/**
 * The client's columns. A member client must be on the team or one of my connections; one who
 * is not on the team yet is invited as a viewer (a client follows the work, spec §6).
 */
async function clientColumns(trx: DB, me: string, projectId: string, client: ProjectInput['client'], now: string) {
  if (client === null) return { clientUserId: null, clientName: null, clientEmail: null };
  if (!('memberId' in client)) return { clientUserId: null, clientName: client.name, clientEmail: client.email || null };
  const onTeam = await repo.memberRow(trx, projectId, client.memberId);
  if (!onTeam) {
    if (client.memberId === me || !(await areConnected(trx, me, client.memberId))) throw notConnection();
    await inviteRow(trx, me, projectId, client.memberId, 'viewer', now);
  }
  return { clientUserId: client.memberId, clientName: null, clientEmail: null };
}

/** A new project; its creator leads it. */
export async function createProject(deps: WorkspaceDeps, me: string, input: ProjectInput): Promise<WorkspaceProject> {
  const id = newId();
  const now = deps.now().toISOString();
  const invited = await deps.db.transaction().execute(async (trx) => {
    const on = await repo.projectsOf(trx, me, PROJECTS_PER_MEMBER_MAX);
    if (on.length >= PROJECTS_PER_MEMBER_MAX) throw tooMany();
    await repo.insertProject(trx, { id, ...projectColumns(input), createdBy: me, createdAt: now, updatedAt: now });
    await repo.addMember(trx, { projectId: id, userId: me, role: 'lead', invitedBy: null, invitedAt: now, acceptedAt: now });
    const client = await clientColumns(trx, me, id, input.client, now);
    await repo.updateProject(trx, id, client);
    await recordActivity(trx, { projectId: id, actorId: me, kind: 'project_created', params: { projectTitle: input.title }, at: now });
    return client.clientUserId;
  });
  if (invited) await deps.caches.memberChanged(invited);
  return project(deps, me, id);
}

export async function updateProject(deps: WorkspaceDeps, me: string, projectId: string, input: ProjectInput): Promise<WorkspaceProject> {
  const now = deps.now().toISOString();
  const invited = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.projectFor(trx, projectId, me);
    const client = await clientColumns(trx, me, projectId, input.client, now);
    await repo.updateProject(trx, projectId, { ...projectColumns(input), ...client, updatedAt: now });
    return client.clientUserId !== before.clientUserId ? client.clientUserId : null;
  });
  if (invited) await deps.caches.memberChanged(invited);
  return project(deps, me, projectId);
}

/** Archives (read-only, listed apart) or restores a project. */
export async function archiveProject(deps: WorkspaceDeps, me: string, projectId: string, archived: boolean): Promise<WorkspaceProject> {
  const now = deps.now().toISOString();
  await repo.updateProject(deps.db, projectId, { archivedAt: archived ? now : null, updatedAt: now });
  return project(deps, me, projectId);
}

export async function deleteProject(deps: WorkspaceDeps, projectId: string): Promise<void> {
  await repo.deleteProject(deps.db, projectId);
}
