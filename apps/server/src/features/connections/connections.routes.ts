import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { SendConnectionRequest, SentConnectionRequestResponse } from '@skilllink/contracts/connections';
import { requireMember } from '../../platform/auth/session.js';
import { NOBODY_ONLINE } from '../../platform/realtime/presence-port.js';
import * as connections from './connections.service.js';
import { followsRoutes } from './follows.routes.js';
import type { CardBase, CardSources } from './people.presenter.js';
import { peopleRoutes } from './people.routes.js';
import { requestsRoutes } from './requests.routes.js';
import { networkChanged, type ConnectionsRouteOptions } from './route-options.js';
import { sameContext } from '../../platform/same-context.js';

const tags = ['connections'];

/** Card bases change only with their member (memberChanged drops them); the TTL bounds the rest. */
const CARD_BASE_TTL_MS = 5 * 60_000;

export type { ConnectionsRouteOptions };

/** Connections, connection requests and following: the routes behind the Connections page. */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRouteOptions> = async (
  app,
  { db, caches, presence = NOBODY_ONLINE, heavyReads },
) => {
  app.post(
    '/connections/requests',
    {
      schema: {
        tags,
        summary: 'Send a connection request (accepts theirs if the other member already asked)',
        body: SendConnectionRequest,
        response: {
          200: SentConnectionRequestResponse,
          201: SentConnectionRequestResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config: { verifiedEmail: true },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { personId, message } = request.body;
      const sent = await connections.sendRequest(db, member.id, personId, message);
      await networkChanged(app, caches, member.id, personId);
      return reply.code(sent.outcome === 'sent' ? 201 : 200).send(sent);
    },
  );
  const cards: CardSources = { presence, bases: caches?.create<CardBase>(CARD_BASE_TTL_MS, 20_000) };
  const shared = { db, caches, presence, heavyReads, cards };
  await app.register(sameContext(requestsRoutes), shared);
  await app.register(sameContext(followsRoutes), shared);
  await app.register(sameContext(peopleRoutes), shared);
};
