import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { CatalogQuery, CatalogResponse, SkillDetailResponse, SkillParams, SkillsOverview } from '@skilllink/contracts/skills';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { requireMember } from '../../platform/auth/session.js';
import { unauthenticated } from '../../platform/errors.js';
import { assessmentRoutes } from './assessment.routes.js';
import { createInsightsCache } from './skills.insights.js';
import * as skills from './skills.service.js';

const tags = ['skills'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** Members only, and a signed-out visitor hears so before any word about their query. */
const membersOnly = {
  preValidation: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    done(request.auth ? undefined : unauthenticated());
  },
};

/** Skills discovery: the catalogue, one skill's detail, and the overview (categories, trending, stats). */
export const skillsRoutes: FastifyPluginAsyncZod<{ db: DB; caches: MemberCaches; now: () => Date; rateLimitFactor: number }> = async (
  app,
  { db, caches, now, rateLimitFactor },
) => {
  const deps: skills.SkillsDeps = { db, insights: createInsightsCache(db), skillKeys: caches.create(60_000) };
  await app.register(assessmentRoutes, { deps: { db, insights: deps.insights, caches, now }, rateLimitFactor });

  app.get(
    '/skills/catalog',
    {
      ...membersOnly,
      schema: {
        tags,
        summary: 'Search the skills catalogue',
        querystring: CatalogQuery,
        response: { 200: CatalogResponse, ...errors },
      },
    },
    async (request) => skills.searchCatalog(deps, requireMember(request), request.query),
  );

  app.get(
    '/skills/catalog/:slug',
    {
      ...membersOnly,
      schema: {
        tags,
        summary: 'One skill of the catalogue',
        params: SkillParams,
        response: { 200: SkillDetailResponse, 404: ErrorResponse, ...errors },
      },
    },
    async (request) => ({ skill: await skills.getSkill(deps, requireMember(request), request.params.slug) }),
  );

  app.get(
    '/skills/overview',
    {
      ...membersOnly,
      schema: { tags, summary: 'Categories with counts, trending skills and platform stats', response: { 200: SkillsOverview, ...errors } },
    },
    async (request) => {
      requireMember(request);
      return skills.getOverview(deps);
    },
  );
};
