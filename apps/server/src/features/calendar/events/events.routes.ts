import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarEvent, EventInput, EventParams, EventPatch, EventsPage, EventsQuery, ScopeQuery } from '@skilllink/contracts/calendar';
import { compactOccurrence } from '@skilllink/contracts/calendar-wire';
import { requireMember } from '../../../platform/auth/session.js';
import { sendSerialized, serializeAhead } from '../../../platform/serializer.js';
import { EventPages } from './events-cache.js';
import { checkRange, listOccurrences } from './events-list.js';
import * as events from './events.service.js';
import { errors, tags, type CalendarRouteOptions } from '../route-options.js';
import { memberTimeZone } from '../settings.repository.js';

/** The member's events: occurrences by range, and create, read, change, delete (ADR 019). */
export const eventsRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { db, caches }) => {
  const pages = new EventPages(caches);
  const deps = { db, caches };

  app.get(
    '/calendar/events',
    { schema: { tags, summary: 'Occurrences overlapping [from, to)', querystring: EventsQuery, response: { 200: EventsPage, ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      const { query } = request;
      // A month of a busy calendar expands hundreds of occurrences: kept encoded until a write.
      // Fields at their defaults are left out (calendar-wire.ts): the page stays self-consistent
      // with the zone it names, so a later change of the member's zone needs no invalidation.
      // Kept by the range as asked, so a repeat needs no date parsing: it was checked when kept.
      const json = await pages.load(me, `${query.from}|${query.to}`, async () => {
        const from = new Date(query.from);
        const to = new Date(query.to);
        checkRange(from, to);
        const timeZone = await memberTimeZone(db, me);
        const items = (await listOccurrences(db, me, from, to)).map((o) => compactOccurrence(o, timeZone));
        return serializeAhead(reply, { timeZone, items });
      });
      return sendSerialized(reply, json);
    },
  );

  app.post(
    '/calendar/events',
    {
      schema: {
        tags,
        summary: 'Create an event or a series (200 with the stored one when its clientId was already used)',
        body: EventInput,
        response: { 200: CalendarEvent, 201: CalendarEvent, ...errors },
      },
    },
    async (request, reply) => {
      const { event, created } = await events.createEvent(deps, requireMember(request).id, request.body);
      return reply.code(created ? 201 : 200).send(event);
    },
  );

  app.get(
    '/calendar/events/:id',
    { schema: { tags, summary: 'One event (a series: its master)', params: EventParams, response: { 200: CalendarEvent, ...errors } } },
    async (request) => events.getEvent(db, requireMember(request).id, request.params.id),
  );

  app.patch(
    '/calendar/events/:id',
    {
      schema: {
        tags,
        summary: 'Change an event; a series by scope (this, following, all)',
        params: EventParams,
        body: EventPatch,
        response: { 200: CalendarEvent, ...errors },
      },
    },
    async (request) => events.patchEvent(deps, requireMember(request).id, request.params.id, request.body),
  );

  app.delete(
    '/calendar/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event; a series by scope',
        params: EventParams,
        querystring: ScopeQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { scope, occurrenceStart } = request.query;
      await events.deleteEvent(deps, requireMember(request).id, request.params.id, scope, occurrenceStart);
      return reply.code(204).send(null);
    },
  );
};
