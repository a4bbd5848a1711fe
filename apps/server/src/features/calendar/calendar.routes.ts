import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarsRoutes } from './calendars.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import type { CalendarRouteOptions } from './route-options.js';
import { settingsRoutes } from './settings.routes.js';
import { sameContext } from '../../platform/same-context.js';

/** The calendar's events, settings and own calendars (ADR 019, ADR 034); reminders and ICS register their own routes. */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { db, caches }) => {
  await app.register(sameContext(eventsRoutes), { db, caches });
  await app.register(sameContext(settingsRoutes), { db, caches });
  await app.register(sameContext(calendarsRoutes), { db, caches });
};
