import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { DashboardResponse, SkillMatchResponse, type SkillMatch } from '@skilllink/contracts/dashboard';
import type { DashboardResponse as DashboardAnswer } from '@skilllink/contracts/dashboard';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import * as dashboard from './dashboard.service.js';

export interface DashboardRouteOptions {
  db: DB;
  /** Member caches: every change a member's dashboard shows announces memberChanged. */
  caches?: MemberCaches;
}

/**
 * How long a member's dashboard is served from memory at most. Their own changes (skills,
 * requests, views, endorsements) drop it at once through memberChanged; the TTL only bounds
 * what moves without an event: other members joining, the in-demand skills, the week's window.
 */
const DASHBOARD_TTL_MS = 60_000;

const tags = ['dashboard'];

/** A member's dashboard, and its JSON once written: serialized once per change, not per request. */
interface CachedDashboard {
  data: DashboardAnswer;
  json?: Buffer;
}

/** The signed-in member's dashboard, and the Skill Match the app sidebar shows on every page. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRouteOptions> = async (app, { db, caches }) => {
  const dashboards = caches?.create<CachedDashboard>(DASHBOARD_TTL_MS);
  const matches = caches?.create<SkillMatch>(DASHBOARD_TTL_MS);

  app.get(
    '/dashboard',
    { schema: { tags, summary: "The signed-in member's dashboard", response: { 200: DashboardResponse, 401: ErrorResponse } } },
    async (request, reply) => {
      const { id } = requireMember(request);
      if (!dashboards) return dashboard.getDashboard(db, id);
      const cached = await dashboards.load(id, async () => ({ data: await dashboard.getDashboard(db, id) }));
      cached.json ??= serializeAhead(reply, cached.data);
      return sendSerialized(reply, cached.json);
    },
  );

  app.get(
    '/skill-match',
    {
      schema: {
        tags,
        summary: "Share of the signed-in member's skills in demand on the platform",
        response: { 200: SkillMatchResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = requireMember(request);
      const skillMatch = await (matches ? matches.load(id, () => dashboard.getSkillMatch(db, id)) : dashboard.getSkillMatch(db, id));
      return { skillMatch };
    },
  );
};
