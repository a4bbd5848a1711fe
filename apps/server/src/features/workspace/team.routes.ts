import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TeamCandidates, TeamCandidatesQuery, WorkspaceProjectParams } from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import { errors, tags } from './route-parts.js';
import { candidates } from './team.service.js';
import type { WorkspaceDeps } from './workspace.service.js';

/** Finding people for a project's team (registered by workspace.routes.ts). */
export function teamRoutes(base: FastifyInstance, deps: WorkspaceDeps): void {
  const app = base.withTypeProvider<ZodTypeProvider>();

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
    async (request) => candidates(deps.db, requireMember(request).id, request.params.projectId, request.query.q),
  );
}
