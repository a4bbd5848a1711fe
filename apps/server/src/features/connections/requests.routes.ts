import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  ConnectionResponse,
  ConnectionsPage,
  NetworkQuery,
  PendingRequests,
  PersonParams,
  RequestParams,
  RequestsQuery,
} from '@skilllink/contracts/connections';
import { requireMember } from '../../platform/auth/session.js';
import { networkChanged, type ConnectionsFeatureOptions } from './route-options.js';
import * as network from './network.service.js';
import * as requests from './requests.service.js';

const tags = ['connections'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const gone = { 204: z.null(), ...errors };

/** Answering, withdrawing and removing; my network and my pending requests. */
export const requestsRoutes: FastifyPluginAsyncZod<ConnectionsFeatureOptions> = async (app, { db, caches, cards }) => {
  app.post(
    '/connections/requests/:id/accept',
    { schema: { tags, summary: 'Accept a request sent to me', params: RequestParams, response: { 200: ConnectionResponse, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      const { connection, personId } = await requests.accept(db, request.params.id, member.id, cards);
      await networkChanged(app, caches, member.id, personId);
      return { connection };
    },
  );

  app.post(
    '/connections/requests/:id/decline',
    { schema: { tags, summary: 'Decline a request sent to me', params: RequestParams, response: gone } },
    async (request, reply) => {
      const member = requireMember(request);
      const personId = await requests.dismiss(db, request.params.id, member.id, 'addressee');
      await networkChanged(app, caches, member.id, personId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/connections/requests/:id',
    { schema: { tags, summary: 'Withdraw a request I sent', params: RequestParams, response: gone } },
    async (request, reply) => {
      const member = requireMember(request);
      const personId = await requests.dismiss(db, request.params.id, member.id, 'requester');
      await networkChanged(app, caches, member.id, personId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/connections/:personId',
    { schema: { tags, summary: 'Remove a connection', params: PersonParams, response: gone } },
    async (request, reply) => {
      const member = requireMember(request);
      await requests.removeConnection(db, member.id, request.params.personId);
      await networkChanged(app, caches, member.id, request.params.personId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/connections',
    { schema: { tags, summary: 'My network', querystring: NetworkQuery, response: { 200: ConnectionsPage, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      return network.connectionsPage(db, member.id, request.query.before, request.query.limit, cards);
    },
  );

  app.get(
    '/connections/requests',
    {
      schema: { tags, summary: 'My pending requests', querystring: RequestsQuery, response: { 200: PendingRequests, ...errors } },
    },
    async (request) => {
      const member = requireMember(request);
      return network.pendingRequests(db, member.id, request.query.direction, cards);
    },
  );
};
