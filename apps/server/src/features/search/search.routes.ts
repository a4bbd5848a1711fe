import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { SearchQuery, SearchResults, TypeaheadQuery, TypeaheadResults } from '@skilllink/contracts/search';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import type { FairQueue } from '../../platform/fair-queue.js';
import type { SearchRanker, SearchSource } from '../../platform/search-index.js';
import type { HistoryWriter } from './history.writer.js';
import * as service from './search.service.js';
import { NearCache, TextCache } from './text-cache.js';

export interface SearchRouteOptions {
  db: DB;
  sources: readonly SearchSource[];
  rankers: readonly SearchRanker[];
  /** Searches rank a few hundred entries each: they wait their turn with the other heavy reads. */
  heavyReads: FairQueue;
  /** Where a first page's search is kept in the member's history, behind the answer. */
  history: HistoryWriter;
  now?: () => Date;
}

const tags = ['search'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** One search over people, jobs, projects, courses and skills (issue 24, ADR 060). */
export const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (
  app,
  { db, sources, rankers, heavyReads, history, now = () => new Date() },
) => {
  const deps: service.SearchDeps = { db, sources, rankers, now, cache: new TextCache(), nearCache: new NearCache() };

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search people, jobs, projects, courses and skills',
        querystring: SearchQuery,
        response: { 200: SearchResults, ...errors },
      },
    },
    async (request) => {
      const me = requireMember(request).id;
      const results = await heavyReads.run(() => service.search(deps, me, request.query));
      // A first page is a search the member ran (a later one is "show more"): kept in their history (§9).
      if (request.query.cursor === undefined) history.record(me, request.query.q, request.query, now());
      return results;
    },
  );

  app.get(
    '/search/typeahead',
    {
      schema: {
        tags,
        summary: 'A few people, jobs, courses and skills as one types',
        querystring: TypeaheadQuery,
        response: { 200: TypeaheadResults, ...errors },
      },
    },
    async (request) => {
      const me = requireMember(request).id;
      return heavyReads.run(() => service.typeahead(deps, me, request.query.q));
    },
  );
};
