import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  LearningPathsQuery,
  LearningPathsResponse,
  PublicCoursesQuery,
  PublicCoursesResponse,
  SiteStatsResponse,
} from '@skilllink/contracts/public-catalogue';
import type { DB } from '../../db/database.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { featuredCourse, learningPaths, publicCourses, siteStats } from './catalogue.repository.js';

const tags = ['public site'];
const errors = { 400: ErrorResponse, 429: ErrorResponse };

/**
 * Reads per address a minute. Generous: a search box sends one per pause in typing, and many
 * phones share one carrier address; the flood limit (rate-limit.ts) still bounds the rest.
 */
const READS_PER_MINUTE = 300;

/**
 * The real catalogue and community numbers for visitors, signed in or not (issue 26): what the
 * Learn and Home pages show, for the pages' scripts and anyone linking to them.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: DB; rateLimitFactor?: number }> = async (app, { db, rateLimitFactor = 1 }) => {
  const config = {
    public: true,
    rateLimit: memberLimit(rateLimitFactor, READS_PER_MINUTE, 60_000, {
      message: 'Too many requests. Please wait a minute and try again',
      key: 'rate_limited.public',
    }),
  };

  app.get(
    '/public/courses',
    {
      config,
      schema: {
        tags,
        summary: 'The course catalogue: search over title or instructor, with a category',
        querystring: PublicCoursesQuery,
        response: { 200: PublicCoursesResponse, ...errors },
      },
    },
    async (request) => ({ courses: await publicCourses(db, request.query) }),
  );
  app.get(
    '/public/courses/featured',
    {
      config,
      schema: { tags, summary: 'The Home page’s featured course', response: { 200: PublicCoursesResponse, ...errors } },
    },
    async () => {
      const course = await featuredCourse(db);
      return { courses: course ? [course] : [] };
    },
  );
  app.get(
    '/public/learning-paths',
    {
      config,
      schema: {
        tags,
        summary: 'Learning paths: each category’s courses from Beginner to Advanced',
        querystring: LearningPathsQuery,
        response: { 200: LearningPathsResponse, ...errors },
      },
    },
    async (request) => ({ paths: await learningPaths(db, request.query.lang ?? readerLanguage(request)) }),
  );
  app.get(
    '/public/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Members, courses, certificates and countries (up to a minute old)',
        response: { 200: SiteStatsResponse, ...errors },
      },
    },
    async () => ({ stats: await siteStats(db) }),
  );
};
