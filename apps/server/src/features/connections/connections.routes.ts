import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { SendConnectionRequest, SentConnectionRequestResponse } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import * as connections from './connections.service.js';

const tags = ['connections'];

export interface ConnectionsRouteOptions {
  db: DB;
  /** A request changes both members' pages (recommendations, relation): they are announced. */
  caches?: MemberCaches;
}

/** Connection requests (spec 000 §4 Dashboard connect; the connections area builds on this). */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRouteOptions> = async (app, { db, caches }) => {
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
      await caches?.memberChanged(member.id, personId);
      return reply.code(201).send({ request: sent });
    },
  );
};
