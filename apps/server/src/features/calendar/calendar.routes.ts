import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsRoutes } from './events.routes.js';
import type { CalendarRouteOptions } from './route-options.js';
import { settingsRoutes } from './settings.routes.js';

/** The calendar's events and settings (issue 7); reminders and ICS register their own routes. */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { db, caches }) => {
  // Only these two: passing the whole options object on would apply the prefix twice.
  await app.register(eventsRoutes, { db, caches });
  await app.register(settingsRoutes, { db, caches });
};
