import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NotificationSettings } from '@skilllink/contracts/notification-settings';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import * as settings from './mail-settings.service.js';

const tags = ['notifications'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** Settings → Notifications: per kind in the app and by e-mail, the digest, quiet hours (ADR 065). */
export const mailSettingsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'My notification settings (in-app, e-mail, digest, quiet hours)',
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => settings.getSettings(db, requireMember(request).id),
  );

  app.put(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'Set my notification settings (all at once)',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => settings.setSettings(db, requireMember(request).id, request.body),
  );
};
