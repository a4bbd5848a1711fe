import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SkillCourses, SkillCoursesQuery } from '@skilllink/contracts/course-skills';
import { requireMember } from '../../platform/auth/session.js';
import { skillCourses } from './course-skills.js';
import * as repo from './enrollment.repository.js';
import { errors, tags, type CoursesFeatureOptions } from './route-options.js';

/**
 * The courses that teach given skills (a listing's missing ones, issue 22 item 8), each marked
 * when it is already in the member's learning plan. Answered from the in-memory catalogue and
 * the member's own enrolments (one indexed read).
 */
export const skillCoursesRoutes: FastifyPluginAsyncZod<CoursesFeatureOptions> = async (app, { db, catalog }) => {
  app.get(
    '/courses/for-skills',
    {
      schema: {
        tags,
        summary: 'Courses that teach these skills, and whether each is in my learning plan',
        querystring: SkillCoursesQuery,
        response: { 200: SkillCourses, ...errors },
      },
    },
    async (request) => {
      const me = requireMember(request).id;
      const [current, enrolments] = await Promise.all([catalog.get(), repo.listEnrollments(db, me)]);
      return skillCourses(current, request.query.skills, new Set(enrolments.map((e) => e.courseId)));
    },
  );
};
