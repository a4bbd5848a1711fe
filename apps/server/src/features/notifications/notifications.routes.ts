import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NotificationParams, NotificationsPage, NotificationsQuery, UnreadCount } from '@skilllink/contracts/notifications';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import { countUnread } from '../../platform/notifications.js';
import * as notifications from './notifications.service.js';
import { preferencesRoutes } from './preferences.routes.js';
import { mailSettingsRoutes } from './mail-settings.routes.js';
import { sameContext } from '../../platform/same-context.js';

const tags = ['notifications'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The signed-in member's notifications: the bell's panel, the full page, read and delete. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  /** The member's other tabs and devices update their bell at once. */
  const told = (memberId: string, unreadCount: number) => {
    app.realtime.send([memberId], { type: 'notifications.changed', unreadCount });
    return { unreadCount };
  };
  await app.register(sameContext(preferencesRoutes), { db });
  await app.register(sameContext(mailSettingsRoutes), { db });

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
    async (request) => {
      const me = requireMember(request).id;
      return told(me, await notifications.markOneRead(db, me, request.params.id));
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, summary: 'Mark all read', response: { 200: UnreadCount, ...errors } } },
    async (request) => {
      const me = requireMember(request).id;
      return told(me, await notifications.markAllRead(db, me));
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, summary: 'Delete one', params: NotificationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      await notifications.remove(db, me, request.params.id);
      told(me, await countUnread(db, me));
      return reply.code(204).send(null);
    },
  );
};
