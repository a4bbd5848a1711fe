import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivityPage, ActivityQuery } from '@skilllink/contracts/activity';
import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import { activityPage } from './activity.service.js';

/** The signed-in member's activity log (/app/activity), newest first, a page at a time. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/activity',
    {
      schema: {
        tags: ['activity'],
        summary: "The signed-in member's activity, newest first",
        querystring: ActivityQuery,
        response: { 200: ActivityPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return activityPage(db, member.id, request.query.before, request.query.limit);
    },
  );
};
