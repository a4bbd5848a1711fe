import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NotificationParams, NotificationsPage, NotificationsQuery, UnreadCount } from '@skilllink/contracts/notifications';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import * as notifications from './notifications.service.js';
import { preferencesRoutes } from './preferences.routes.js';

const tags = ['notifications'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The signed-in member's notifications: the bell's panel, the full page, read and delete. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  await app.register(preferencesRoutes, { db });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first',
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, ...errors },
      },
    },
    async (request) => notifications.page(db, requireMember(request).id, request.query),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, summary: 'Mark one read', params: NotificationParams, response: { 200: UnreadCount, ...errors } } },
    async (request) => ({ unreadCount: await notifications.markOneRead(db, requireMember(request).id, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, summary: 'Mark all read', response: { 200: UnreadCount, ...errors } } },
    async (request) => ({ unreadCount: await notifications.markAllRead(db, requireMember(request).id) }),
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, summary: 'Delete one', params: NotificationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await notifications.remove(db, requireMember(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
