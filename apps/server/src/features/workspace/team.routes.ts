import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_INVITES_PER_DAY,
  InviteByEmailInput,
  TeamCandidates,
  TeamCandidatesQuery,
  WorkspaceEmailInvitationParams,
  WorkspaceProject,
  WorkspaceProjectParams,
} from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { cancelEmailInvite, claimEmailInvites, inviteByEmail } from './email-invites.service.js';
import { PROJECT_READS_SCOPE } from './kept.js';
import { tellTeam } from './live.js';
import { errors, tags } from './route-parts.js';
import { candidates } from './team.service.js';
import type { WorkspaceDeps } from './workspace.service.js';

const DAY = 24 * 3_600_000;

/** Finding and inviting people for a project's team (registered by workspace.routes.ts). */
export function teamRoutes(base: FastifyInstance, deps: WorkspaceDeps): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Each e-mail invitation is a mail to someone who never asked for one: a small daily allowance.
  const mailsPaced = memberLimit(deps.rateLimitFactor, EMAIL_INVITES_PER_DAY, DAY, {
    message: `You can invite ${EMAIL_INVITES_PER_DAY} people by e-mail a day. Please try again tomorrow`,
    key: 'rate_limited.workspace_email',
    params: { max: EMAIL_INVITES_PER_DAY },
  });
  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).id;

  // 'manage': only a lead invites, so only a lead searches their network for whom to invite.
  app.get(
    '/workspace/projects/:projectId/candidates',
    {
      schema: {
        tags,
        summary: 'My connections to invite: not on the team nor invited yet, by name',
        params: WorkspaceProjectParams,
        querystring: TeamCandidatesQuery,
        response: { 200: TeamCandidates, ...errors },
      },
      config: { workspace: 'manage' },
    },
    async (request) => candidates(deps.db, me(request), request.params.projectId, request.query.q),
  );

  app.post(
    '/workspace/projects/:projectId/email-invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone by e-mail (a member with that verified address is invited at once)',
        params: WorkspaceProjectParams,
        body: InviteByEmailInput,
        response: { 200: WorkspaceProject, ...errors },
      },
      config: { workspace: 'manage', rateLimit: mailsPaced },
    },
    async (request) => inviteByEmail(deps, me(request), request.params.projectId, request.body.email, request.body.role),
  );
  app.delete(
    '/workspace/projects/:projectId/email-invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Cancel an invitation by e-mail',
        params: WorkspaceEmailInvitationParams,
        response: { 204: z.null(), ...errors },
      },
      config: { workspace: 'manage' },
    },
    async (request, reply) => {
      await cancelEmailInvite(deps.db, request.params.projectId, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  // An address proven a member's turns the invitations waiting for it into theirs; the teams
  // watching those projects see the masked address become a name.
  app.accountEvents.onVerified(async (member) => {
    const send: Parameters<typeof tellTeam>[1] = (ids, event) => app.realtime.send(ids, event);
    for (const projectId of await claimEmailInvites(deps, member)) {
      await deps.caches.changed(PROJECT_READS_SCOPE, projectId);
      await tellTeam(deps.db, send, projectId);
    }
  });
}
