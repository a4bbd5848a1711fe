import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseDetail, CourseParams, CoursesPage, CoursesQuery, EnrollResponse } from '@skilllink/contracts/courses';
import { requireMember } from '../../platform/auth/session.js';
import { CourseCatalog } from './catalog.js';
import { MemberPages } from './member-pages.js';
import * as courses from './courses.service.js';
import { lessonsRoutes } from './lessons.routes.js';
import { reviewsRoutes } from './reviews.routes.js';
import { skillCoursesRoutes } from './skill-courses.routes.js';
import { errors, tags, type CoursesRouteOptions } from './route-options.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import { sameContext } from '../../platform/same-context.js';

/** Courses, the course player's progress, quizzes and reviews (ADR 016). Every route needs a member. */
export const coursesRoutes: FastifyPluginAsyncZod<CoursesRouteOptions> = async (app, { db, caches, now, rateLimitFactor }) => {
  const catalog = new CourseCatalog(db, caches);
  const pages = new MemberPages(caches);
  await app.register(sameContext(lessonsRoutes), { db, caches, catalog, now, rateLimitFactor });
  await app.register(sameContext(reviewsRoutes), { db, caches, catalog });
  await app.register(sameContext(skillCoursesRoutes), { db, caches, catalog });

  app.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'The catalogue: search, filters, sorts, featured and continue learning',
        querystring: CoursesQuery,
        response: { 200: CoursesPage, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireMember(request).id;
      const { q, category, level, sort } = request.query;
      const current = await catalog.get();
      // Searches vary without end: only the browsing pages (filters and sorts) are kept.
      if (q !== '') return courses.coursesPage(db, current, me, request.query);
      const json = await pages.load(me, current, `list|${category}|${level}|${sort}`, async () =>
        serializeAhead(reply, await courses.coursesPage(db, current, me, request.query)),
      );
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/courses/:courseId',
    {
      schema: {
        tags,
        summary: 'A course, its curriculum and my progress',
        params: CourseParams,
        response: { 200: CourseDetail, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireMember(request).id;
      const { courseId } = request.params;
      const current = await catalog.get();
      const json = await pages.load(me, current, `course|${courseId}`, async () =>
        serializeAhead(reply, await courses.courseDetail(db, current, me, courseId)),
      );
      return sendSerialized(reply, json);
    },
  );

  app.post(
    '/courses/:courseId/enrollment',
    { schema: { tags, summary: 'Enroll in a course (once)', params: CourseParams, response: { 201: EnrollResponse, ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      const result = await courses.enroll(db, { catalog, caches }, me, request.params.courseId);
      // Enrolling is a first real step (it completes a referral).
      await app.accountEvents.stepped(me);
      return reply.code(201).send(result);
    },
  );
};
