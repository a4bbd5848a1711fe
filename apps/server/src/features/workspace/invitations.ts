import type { WorkspaceRole } from '@skilllink/contracts/workspace';
import { TEAM_MAX } from '@skilllink/contracts/workspace';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { notify } from '../../platform/notifications.js';
import * as repo from './workspace.repository.js';

// An invitation to a project's team: a workspace_member row not accepted yet and the bell's
// notice, written in the caller's transaction (a connection invited, a client, an e-mail
// invitation claimed).

export const notConnection = () => new AppError(400, 'workspace_invite_connection', 'You can invite your connections only');

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
