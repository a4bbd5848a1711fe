import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NetworkStats, PeopleList, PeopleSearchQuery } from '@skilllink/contracts/connections';
import { requireMember } from '../../platform/auth/session.js';
import { DISCOVER_CACHE_TTL_MS, discover, type Ranked } from './discover.service.js';
import { networkStats } from './network-stats.service.js';
import type { ConnectionsFeatureOptions } from './route-options.js';
import { searchPeople } from './search.service.js';

const tags = ['connections'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Finding people (search, Discover) and the shape of my network (network stats). */
export const peopleRoutes: FastifyPluginAsyncZod<ConnectionsFeatureOptions> = async (app, { db, caches, cards, heavyReads }) => {
  const rankings = caches?.create<Ranked[]>(DISCOVER_CACHE_TTL_MS);

  app.get(
    '/people/search',
    {
      schema: {
        tags,
        summary: 'Search members by name, title, company or skill',
        querystring: PeopleSearchQuery,
        response: { 200: PeopleList, ...errors },
      },
    },
    async (request) => {
      const me = requireMember(request).id;
      return heavyReads.run(() => searchPeople(db, me, request.query.q, cards));
    },
  );

  app.get(
    '/people/discover',
    { schema: { tags, summary: 'Members I am not connected with, best skill match first', response: { 200: PeopleList, ...errors } } },
    async (request) => {
      const me = requireMember(request).id;
      return heavyReads.run(() => discover(db, me, cards, rankings));
    },
  );

  app.get(
    '/network/stats',
    { schema: { tags, summary: 'Statistics of my network', response: { 200: NetworkStats, ...errors } } },
    async (request) => {
      const me = requireMember(request).id;
      return heavyReads.run(() => networkStats(db, me));
    },
  );
};
