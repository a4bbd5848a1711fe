import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { HistoryParams, SearchDiscover, SearchHistory } from '@skilllink/contracts/search';
import type { DB } from '../../db/database.js';
import type { SearchRanker, SearchSource } from '../../platform/search-index.js';
import { requireMember } from '../../platform/auth/session.js';
import { createDiscoverCache, discover } from './discover.service.js';
import * as history from './history.service.js';
import type { HistoryWriter } from './history.writer.js';

export interface SearchHistoryRouteOptions {
  db: DB;
  /** The index and the features' rankers: recommended people are cards of the index. */
  sources: readonly SearchSource[];
  rankers: readonly SearchRanker[];
  /** Searches still being written: a member's own are read and removed only once written. */
  writer: HistoryWriter;
  now?: () => Date;
}

const tags = ['search'];
const errors = { 401: ErrorResponse };

/**
 * The search page's own lists besides the results: the member's recent searches (remove one,
 * clear all) and what the sidebar and the empty state suggest. Signed-in members only, by the
 * API's one guard; each member reads and deletes only their own entries.
 */
export const searchHistoryRoutes: FastifyPluginAsyncZod<SearchHistoryRouteOptions> = async (
  app,
  { db, sources, rankers, writer, now = () => new Date() },
) => {
  const shared = createDiscoverCache(db, now);
  const people = { db, sources, rankers, now };

  app.get(
    '/search/history',
    { schema: { tags, summary: 'My recent searches, newest first', response: { 200: SearchHistory, ...errors } } },
    async (request) => {
      const me = requireMember(request).id;
      await writer.settled(me);
      return history.history(db, me);
    },
  );

  app.delete(
    '/search/history/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of my recent searches',
        params: HistoryParams,
        response: { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireMember(request).id;
      await writer.settled(me);
      await history.removeEntry(db, me, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/search/history',
    { schema: { tags, summary: 'Clear my recent searches', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      await writer.settled(me);
      await history.clearHistory(db, me);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/search/discover',
    {
      schema: {
        tags,
        summary: 'Popular searches, trending skills and people I may know',
        response: { 200: SearchDiscover, ...errors },
      },
    },
    async (request) => discover(people, shared, requireMember(request).id),
  );
};
