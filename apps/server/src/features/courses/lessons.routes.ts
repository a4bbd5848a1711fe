import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttemptParams,
  CompleteLessonBody,
  LessonCompletion,
  LessonParams,
  LessonPositionBody,
  QuizAttempt,
  QuizResult,
  QuizSubmitBody,
} from '@skilllink/contracts/courses';
import { requireMember } from '../../platform/auth/session.js';
import { completeVideoLesson, saveLessonPosition } from './completion.service.js';
import * as quiz from './quiz.service.js';
import { errors, tags, type CoursesFeatureOptions } from './route-options.js';

/** The course player: where the member is, completing videos, and server-graded quizzes. */
export const lessonsRoutes: FastifyPluginAsyncZod<CoursesFeatureOptions> = async (app, { db, caches, catalog }) => {
  app.put(
    '/courses/:courseId/lessons/:lessonId/position',
    {
      schema: {
        tags,
        summary: 'Where I stopped in a lesson (Continue resumes there)',
        params: LessonParams,
        body: LessonPositionBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { courseId, lessonId } = request.params;
      await saveLessonPosition(
        db,
        { catalog, caches },
        {
          userId: requireMember(request).id,
          courseId,
          lessonId,
          positionSeconds: request.body.positionSeconds,
        },
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a video lesson watched to 90 %',
        params: LessonParams,
        body: CompleteLessonBody,
        response: { 200: LessonCompletion, ...errors },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return completeVideoLesson(
        db,
        { catalog, caches },
        { userId: requireMember(request).id, courseId, lessonId, watchedSeconds: request.body.watchedSeconds },
      );
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/quiz/attempts',
    {
      schema: {
        tags,
        summary: 'Start a quiz attempt (or resume the open one)',
        params: LessonParams,
        response: { 200: QuizAttempt, ...errors },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return quiz.startAttempt(db, { catalog, caches }, { userId: requireMember(request).id, courseId, lessonId });
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/quiz/attempts/:attemptId/submit',
    {
      schema: {
        tags,
        summary: 'Submit my answers; graded on the server',
        params: AttemptParams,
        body: QuizSubmitBody,
        response: { 200: QuizResult, ...errors },
      },
    },
    async (request) => {
      const { courseId, lessonId, attemptId } = request.params;
      return quiz.submitAttempt(
        db,
        { catalog, caches },
        { userId: requireMember(request).id, courseId, lessonId, attemptId, answers: request.body.answers },
      );
    },
  );
};
