import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { ApplicationConversationParams, ConversationResponse } from '@skilllink/contracts/messaging';
import { requireMember } from '../../platform/auth/session.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { openAbout } from './application-conversations.service.js';
import { forget, type MessagingContext } from './publish.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** POST /applications/:applicationId/conversation, beside the other messaging routes (ADR 054). */
export function registerApplicationConversationRoutes(app: FastifyInstance, ctx: MessagingContext, presence: PresenceLookup): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications/:applicationId/conversation',
    {
      schema: {
        tags: ['messages'],
        summary: 'Open my conversation about an application, its applicant or its listing’s managers (201 created, 200 existing)',
        params: ApplicationConversationParams,
        response: { 200: ConversationResponse, 201: ConversationResponse, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request, reply) => {
      const me = requireMember(request);
      const { conversation, created } = await openAbout(ctx.db, presence, me, request.params.applicationId);
      await forget(ctx, [me.id], conversation.id);
      return reply.code(created ? 201 : 200).send({ conversation });
    },
  );
}
