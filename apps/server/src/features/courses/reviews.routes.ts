import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseParams, HelpfulResponse, ReviewBody, ReviewParams, ReviewSaved, ReviewsPage } from '@skilllink/contracts/courses';
import { requireMember } from '../../platform/auth/session.js';
import * as reviews from './reviews.service.js';
import { errors, tags, type CoursesFeatureOptions } from './route-options.js';

/** Course reviews: one per enrolled member per course, editable, with helpful votes. */
export const reviewsRoutes: FastifyPluginAsyncZod<CoursesFeatureOptions> = async (app, { db, catalog }) => {
  app.get(
    '/courses/:courseId/reviews',
    { schema: { tags, summary: "A course's reviews, newest first", params: CourseParams, response: { 200: ReviewsPage, ...errors } } },
    async (request) => reviews.reviewsPage(db, catalog, requireMember(request).id, request.params.courseId),
  );

  app.put(
    '/courses/:courseId/review',
    {
      schema: {
        tags,
        summary: 'Write or edit my review',
        params: CourseParams,
        body: ReviewBody,
        response: { 200: ReviewSaved, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request) => {
      const { rating, comment } = request.body;
      return reviews.saveReview(db, catalog, { userId: requireMember(request).id, courseId: request.params.courseId, rating, comment });
    },
  );

  app.delete(
    '/courses/:courseId/review',
    { schema: { tags, summary: 'Delete my review', params: CourseParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await reviews.deleteReview(db, catalog, requireMember(request).id, request.params.courseId);
      return reply.code(204).send(null);
    },
  );

  for (const helpful of [true, false]) {
    app.route({
      method: helpful ? 'POST' : 'DELETE',
      url: '/courses/:courseId/reviews/:reviewId/helpful',
      schema: {
        tags,
        summary: helpful ? 'Mark a review helpful (once)' : 'Take back my helpful vote',
        params: ReviewParams,
        response: { 200: HelpfulResponse, ...errors },
      },
      handler: async (request) => {
        const { courseId, reviewId } = request.params;
        return reviews.setHelpful(db, catalog, { userId: requireMember(request).id, courseId, reviewId, helpful });
      },
    });
  }
};
