import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarCreate, CalendarDeleteQuery, CalendarInfo, CalendarParams, CalendarUpdate } from '@skilllink/contracts/calendar';
import { requireMember } from '../../platform/auth/session.js';
import * as calendars from './calendars.service.js';
import { errors, tags, type CalendarRouteOptions } from './route-options.js';

/** The member's own calendars (ADR 034): add, rename, recolour, delete. */
export const calendarsRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { db, caches }) => {
  app.post(
    '/calendar/calendars',
    { schema: { tags, summary: 'Add a calendar of my own', body: CalendarCreate, response: { 201: CalendarInfo, ...errors } } },
    async (request, reply) => reply.code(201).send(await calendars.createCalendar(db, requireMember(request).id, request.body)),
  );

  app.patch(
    '/calendar/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a calendar of my own',
        params: CalendarParams,
        body: CalendarUpdate,
        response: { 200: CalendarInfo, ...errors },
      },
    },
    async (request) => calendars.updateCalendar(db, requireMember(request).id, request.params.id, request.body),
  );

  app.delete(
    '/calendar/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Delete a calendar of my own, moving or deleting its events',
        params: CalendarParams,
        querystring: CalendarDeleteQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await calendars.deleteCalendar({ db, caches }, requireMember(request).id, request.params.id, request.query);
      return reply.code(204).send(null);
    },
  );
};
