import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarSettings, CalendarSettingsPatch } from '@skilllink/contracts/calendar';
import { requireMember } from '../../platform/auth/session.js';
import { errors, tags, type CalendarRouteOptions } from './route-options.js';
import { getSettings, patchSettings } from './settings.service.js';

/** The member's calendar zone and which calendars are shown. */
export const settingsRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { db }) => {
  app.get(
    '/calendar/settings',
    { schema: { tags, summary: 'My calendar zone and calendars', response: { 200: CalendarSettings, ...errors } } },
    async (request) => getSettings(db, requireMember(request).id),
  );

  app.patch(
    '/calendar/settings',
    {
      schema: {
        tags,
        summary: 'Change my zone or show and hide calendars',
        body: CalendarSettingsPatch,
        response: { 200: CalendarSettings, ...errors },
      },
    },
    async (request) => patchSettings(db, requireMember(request).id, request.body),
  );
};
