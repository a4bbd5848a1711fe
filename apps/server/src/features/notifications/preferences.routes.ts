import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NotificationPreferences } from '@skilllink/contracts/notifications';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import * as preferences from './preferences.service.js';

const tags = ['notifications'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** Which kinds of notification the signed-in member wants (all on until they choose). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/notifications/preferences',
    { schema: { tags, summary: 'My notification preferences', response: { 200: NotificationPreferences, ...errors } } },
    async (request) => preferences.getPreferences(db, requireMember(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Set my notification preferences (every switch; "system" cannot be turned off)',
        body: NotificationPreferences,
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => preferences.setPreferences(db, requireMember(request).id, request.body),
  );
};
