import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { ConversationResponse, ProjectConversationParams } from '@skilllink/contracts/messaging';
import { requireMember } from '../../platform/auth/session.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { get } from './conversations.service.js';
import { openForProject } from './project-conversations.service.js';
import { forget, type MessagingContext } from './publish.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * GET /workspace/projects/:projectId/conversation, beside the other messaging routes (ADR 058).
 * Under /workspace/ with `config.workspace`, so the workspace's one guard lets only the
 * project's team in (a stranger or a mere invitee: 404). A GET although the first one creates
 * the row: the chat belongs to the project from its start, the row is only made when first
 * needed, and asking again changes nothing — it also keeps the workspace's "something changed"
 * broadcast, which follows every write under /workspace/, off a mere open.
 */
export function registerProjectConversationRoutes(app: FastifyInstance, ctx: MessagingContext, presence: PresenceLookup): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/workspace/projects/:projectId/conversation',
    {
      schema: {
        tags: ['messages'],
        summary: 'The project team’s chat (created on first open)',
        params: ProjectConversationParams,
        response: { 200: ConversationResponse, ...errors },
      },
      config: { workspace: 'view' },
    },
    async (request) => {
      const me = requireMember(request);
      const { id } = await openForProject(ctx.db, me, request.params.projectId);
      // My list may have left it out (new, or deleted for me): not any more.
      await forget(ctx, [me.id], id);
      return { conversation: await get(ctx.db, presence, me, id) };
    },
  );
}
