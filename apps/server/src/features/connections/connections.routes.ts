import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { SendConnectionRequest, SentConnectionRequestResponse } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import * as connections from './connections.service.js';

const tags = ['connections'];

/** Connection requests (spec 000 §4 Dashboard connect; the connections area builds on this). */
export const connectionsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.post(
    '/connections/requests',
    {
      schema: {
        tags,
        summary: 'Send a connection request',
        body: SendConnectionRequest,
        response: {
          201: SentConnectionRequestResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { personId, message } = request.body;
      const sent = await connections.sendRequest(db, member.id, personId, message);
      return reply.code(201).send({ request: sent });
    },
  );
};
