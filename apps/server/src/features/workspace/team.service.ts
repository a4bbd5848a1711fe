import { TEAM_CANDIDATES_MAX, type TeamCandidates } from '@skilllink/contracts/workspace';
import type { WorkspaceProject, WorkspaceRole } from '@skilllink/contracts/workspace';
import type { DB } from '../../db/database.js';
import { areConnected } from '../../db/member-pair.js';
import { AppError } from '../../platform/errors.js';
import { foldText, searchTerms } from '../../platform/search-text.js';
import { recordActivity } from './activity.service.js';
import { inviteRow, notConnection } from './invitations.js';
import * as repo from './team.repository.js';
import * as ws from './workspace.repository.js';
import { project, type WorkspaceDeps } from './workspace.service.js';

const lastLead = () => new AppError(409, 'workspace_last_lead', 'A project needs a lead: make someone else lead first');
const notTeamMember = () => new AppError(404, 'workspace_member_not_found', 'This person is not on the project');

/**
 * The lead's connections off the team whose name holds every word of `q`, by name. Folded in
 * the service rather than in SQL: a network is a few hundred rows at most, and folding here is
 * the same on SQLite and PostgreSQL ("Adjoa" finds "Adjóa", "kofi" finds "Kofi"). An empty `q`
 * lists the first of them, so the picker shows something before anyone types.
 */
export async function candidates(db: DB, me: string, projectId: string, q: string): Promise<TeamCandidates> {
  const words = searchTerms(q);
  const people = (await repo.connectionsOffTeam(db, me, projectId))
    .map((p) => ({ ...p, folded: foldText(`${p.firstName} ${p.lastName}`) }))
    .filter((p) => words.every((w) => p.folded.includes(w)))
    .sort((a, b) => a.folded.localeCompare(b.folded) || a.id.localeCompare(b.id))
    .slice(0, TEAM_CANDIDATES_MAX);
  return { items: people.map(({ id, firstName, lastName, title, avatar }) => ({ id, firstName, lastName, title, avatar })) };
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

/** The invitee's answer: accept joins the team; decline removes the invitation. */
export async function answerInvitation(deps: WorkspaceDeps, me: string, projectId: string, accept: boolean): Promise<void> {
  const row = await ws.memberRow(deps.db, projectId, me);
  if (!row || row.acceptedAt !== null) throw new AppError(404, 'workspace_invitation_not_found', 'Invitation not found');
  if (!accept) return void (await ws.deleteMember(deps.db, projectId, me));
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await ws.setMember(trx, projectId, me, { acceptedAt: now });
    await recordActivity(trx, { projectId, actorId: me, kind: 'member_joined', params: { name: await ws.nameOf(trx, me) }, at: now });
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
    const row = await ws.memberRow(trx, projectId, memberId);
    if (!row) throw notTeamMember();
    if (row.role === 'lead' && role !== 'lead' && (await ws.leadCount(trx, projectId)) <= 1) throw lastLead();
    await ws.setMember(trx, projectId, memberId, { role });
  });
  return project(deps, me, projectId);
}

/** Removes a member (a lead removes anyone, anyone may leave); the last lead cannot go. */
export async function removeMember(deps: WorkspaceDeps, me: string, projectId: string, memberId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await ws.memberRow(trx, projectId, memberId);
    if (!row) throw notTeamMember();
    if (row.role === 'lead' && row.acceptedAt !== null && (await ws.leadCount(trx, projectId)) <= 1) throw lastLead();
    await ws.deleteMember(trx, projectId, memberId);
    await ws.unassignIn(trx, projectId, memberId);
    if (row.acceptedAt === null) return;
    const params = { name: await ws.nameOf(trx, memberId) };
    await recordActivity(trx, { projectId, actorId: me, kind: 'member_left', params, at: deps.now().toISOString() });
  });
}
