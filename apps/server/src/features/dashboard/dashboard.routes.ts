import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { DashboardResponse, SkillMatchResponse } from '@skilllink/contracts/dashboard';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import * as dashboard from './dashboard.service.js';

const tags = ['dashboard'];

/** The signed-in member's dashboard, and the Skill Match the app sidebar shows on every page. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    { schema: { tags, summary: "The signed-in member's dashboard", response: { 200: DashboardResponse, 401: ErrorResponse } } },
    async (request) => dashboard.getDashboard(db, requireMember(request).id),
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
    async (request) => ({ skillMatch: await dashboard.getSkillMatch(db, requireMember(request).id) }),
  );
};
