import {
  PROJECTS_PER_MEMBER_MAX,
  TEAM_MAX,
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
import { notify } from '../../platform/notifications.js';
import { recordActivity } from './activity.service.js';
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
const lastLead = () => new AppError(409, 'workspace_last_lead', 'A project needs a lead: make someone else lead first');
const notConnection = () => new AppError(400, 'workspace_invite_connection', 'You can invite your connections only');
const notTeamMember = () => new AppError(404, 'workspace_member_not_found', 'This person is not on the project');

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

/** Invites one of the lead's connections; they see the project once they accept. */
export async function invite(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  memberId: string,
  role: WorkspaceRole,
): Promise<WorkspaceProject> {
  if (memberId === me || !(await areConnected(deps.db, me, memberId))) throw notConnection();
  const now = deps.now().toISOString();
  const invited = await deps.db.transaction().execute((trx) => inviteRow(trx, me, projectId, memberId, role, now));
  // Pushes the invitation to their bell (asking twice tells them once).
  if (invited) await deps.caches.memberChanged(memberId);
  return project(deps, me, projectId);
}

/** Refuses a 51st person (invitations by e-mail count: each may become a member). */
export async function checkTeamRoom(trx: DB, projectId: string): Promise<void> {
  if ((await repo.teamSize(trx, projectId)) >= TEAM_MAX) {
    throw new AppError(409, 'workspace_team_full', `A project has at most ${TEAM_MAX} people`, undefined, { params: { max: TEAM_MAX } });
  }
}

/** The invitation row and its notice; false when they are on the team or invited already. */
export async function inviteRow(trx: DB, me: string, projectId: string, memberId: string, role: WorkspaceRole, now: string) {
  await checkTeamRoom(trx, projectId);
  return invitationRow(trx, me, projectId, memberId, role, now);
}

/** Without the size check: an e-mail invitation that becomes a member's was counted already. */
export async function invitationRow(
  trx: DB,
  inviter: string | null,
  projectId: string,
  memberId: string,
  role: WorkspaceRole,
  now: string,
) {
  if (!(await repo.addMember(trx, { projectId, userId: memberId, role, invitedBy: inviter, invitedAt: now, acceptedAt: null })))
    return false;
  await notify(trx, {
    userId: memberId,
    type: 'other',
    kind: 'workspace.invited',
    params: { projectTitle: await repo.projectTitle(trx, projectId), actorName: inviter ? await repo.nameOf(trx, inviter) : '' },
    data: { projectId },
  });
  return true;
}

/** The invitee's answer: accept joins the team; decline removes the invitation. */
export async function answerInvitation(deps: WorkspaceDeps, me: string, projectId: string, accept: boolean): Promise<void> {
  const row = await repo.memberRow(deps.db, projectId, me);
  if (!row || row.acceptedAt !== null) throw new AppError(404, 'workspace_invitation_not_found', 'Invitation not found');
  if (!accept) return void (await repo.deleteMember(deps.db, projectId, me));
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.setMember(trx, projectId, me, { acceptedAt: now });
    await recordActivity(trx, { projectId, actorId: me, kind: 'member_joined', params: { name: await repo.nameOf(trx, me) }, at: now });
  });
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
export async function removeMember(deps: WorkspaceDeps, me: string, projectId: string, memberId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.memberRow(trx, projectId, memberId);
    if (!row) throw notTeamMember();
    if (row.role === 'lead' && row.acceptedAt !== null && (await repo.leadCount(trx, projectId)) <= 1) throw lastLead();
    await repo.deleteMember(trx, projectId, memberId);
    await repo.unassignIn(trx, projectId, memberId);
    if (row.acceptedAt === null) return;
    const params = { name: await repo.nameOf(trx, memberId) };
    await recordActivity(trx, { projectId, actorId: me, kind: 'member_left', params, at: deps.now().toISOString() });
  });
}
