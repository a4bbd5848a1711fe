import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { FollowsPage, NetworkCounts, NetworkQuery, PersonParams } from '@skilllink/contracts/connections';
import { requireMember } from '../../platform/auth/session.js';
import { networkChanged, type ConnectionsFeatureOptions } from './route-options.js';
import * as follows from './follows.service.js';
import * as network from './network.service.js';

const tags = ['connections'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const done = { 204: z.null(), ...errors };

/** Following (one-way, no answer needed) and the network counts. */
export const followsRoutes: FastifyPluginAsyncZod<ConnectionsFeatureOptions> = async (app, { db, caches, cards }) => {
  app.put(
    '/follows/:personId',
    { schema: { tags, summary: 'Follow a member', params: PersonParams, response: done } },
    async (request, reply) => {
      const member = requireMember(request);
      await follows.follow(db, member.id, request.params.personId);
      await networkChanged(app, caches, member.id, request.params.personId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/follows/:personId',
    { schema: { tags, summary: 'Stop following a member', params: PersonParams, response: done } },
    async (request, reply) => {
      const member = requireMember(request);
      await follows.unfollow(db, member.id, request.params.personId);
      await networkChanged(app, caches, member.id, request.params.personId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/follows',
    { schema: { tags, summary: 'Members I follow', querystring: NetworkQuery, response: { 200: FollowsPage, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      return network.followingPage(db, member.id, request.query.before, request.query.limit, cards);
    },
  );

  app.get(
    '/network/counts',
    { schema: { tags, summary: 'My connection and follow counts', response: { 200: NetworkCounts, ...errors } } },
    async (request) => network.counts(db, requireMember(request).id),
  );
};
