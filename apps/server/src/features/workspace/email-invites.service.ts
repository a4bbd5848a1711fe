import type { WorkspaceProject, WorkspaceRole } from '@skilllink/contracts/workspace';
import type { DB } from '../../db/database.js';
import type { VerifiedMember } from '../../platform/account-events.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newId } from '../../platform/ids.js';
import * as repo from './email-invites.repository.js';
import { inviteMail } from './invite-mail.js';
import { memberRow, nameOf, projectTitle } from './workspace.repository.js';
import { checkTeamRoom, invitationRow } from './invitations.js';
import { project, type WorkspaceDeps } from './workspace.service.js';

// Inviting someone to a project by e-mail (issue 23 §2, ADR 059). A verified member's address
// invites them at once, as a connection would be; any other address waits, stored only as a
// hash and a masked form, until a member verifies it.

/** How long the invitation's mail is kept in the outbox: its link is no key (register or Projects). */
const MAIL_KEPT_MS = 30 * 24 * 3_600_000;

/** The same digest for the same address however it was typed (lower-cased by the contract). */
export const addressHash = (email: string) => hashToken(email.trim().toLowerCase());

/** "kofi@example.com" → "k•••@example.com": enough for the team to recognise whom they asked. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const onTeam = () => new AppError(409, 'workspace_already_on_team', 'This person is already on the project');

export async function inviteByEmail(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  email: string,
  role: WorkspaceRole,
): Promise<WorkspaceProject> {
  const now = deps.now().toISOString();
  const account = await repo.accountByEmail(deps.db, email);
  const sent = await deps.db.transaction().execute(async (trx) => {
    await checkTeamRoom(trx, projectId);
    if (account?.isVerified) {
      const row = await memberRow(trx, projectId, account.id);
      if (row?.acceptedAt) throw onTeam();
      return invitationRow(trx, me, projectId, account.id, role, now);
    }
    const id = newId();
    const row = { id, projectId, emailHash: addressHash(email), emailShown: maskEmail(email), role, invitedBy: me, invitedAt: now };
    return repo.insertEmailInvite(trx, row);
  });
  // Asking twice for one address mails once.
  if (!sent) return project(deps, me, projectId);
  if (account?.isVerified) await deps.caches.memberChanged(account.id);
  await mailInvitation(deps, { me, projectId, email, role, account });
  return project(deps, me, projectId);
}

async function mailInvitation(
  deps: WorkspaceDeps,
  invite: { me: string; projectId: string; email: string; role: WorkspaceRole; account: repo.Account | undefined },
) {
  const [inviter, title, inviterLanguage] = await Promise.all([
    nameOf(deps.db, invite.me),
    projectTitle(deps.db, invite.projectId),
    repo.languageOf(deps.db, invite.me),
  ]);
  const account = !invite.account ? 'none' : invite.account.isVerified ? 'verified' : 'unverified';
  const mail = inviteMail(invite.account?.language ?? inviterLanguage, { inviter, project: title, role: invite.role, account });
  // Someone without an account lands on registration with the address filled in, which is the one that will match.
  const url =
    account === 'none'
      ? `${deps.publicUrl}/auth/register?${new URLSearchParams({ email: invite.email })}`
      : deps.publicUrl + (account === 'verified' ? '/app/projects' : '/app/dashboard');
  await deps.mailer.send({
    to: invite.email,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    action: { label: mail.action, url },
    linkLifetimeMs: MAIL_KEPT_MS,
  });
}

export async function cancelEmailInvite(db: DB, projectId: string, invitationId: string): Promise<void> {
  if (!(await repo.deleteEmailInvite(db, projectId, invitationId))) {
    throw new AppError(404, 'workspace_invitation_not_found', 'Invitation not found');
  }
}

/**
 * Once a member's address is verified, every project that invited it invites them: the rows
 * become ordinary invitations (with the bell's notice) in one transaction.
 */
export async function claimEmailInvites(deps: WorkspaceDeps, member: VerifiedMember): Promise<string[]> {
  const now = deps.now().toISOString();
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const rows = await repo.emailInvitesFor(trx, addressHash(member.email));
    for (const row of rows) {
      await invitationRow(trx, row.invitedBy, row.projectId, member.id, row.role as WorkspaceRole, now);
      await repo.deleteEmailInvite(trx, row.projectId, row.id);
    }
    return rows.map((r) => r.projectId);
  });
  if (claimed.length > 0) await deps.caches.memberChanged(member.id);
  return claimed;
}
