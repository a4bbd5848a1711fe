import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  AnswerParams,
  AttemptParams,
  HeartbeatBody,
  LessonCompletion,
  LessonParams,
  LessonPositionBody,
  QuizAnswerBody,
  QuizAttempt,
  QuizResult,
  QuizSubmitBody,
  WatchProgress,
} from '@skilllink/contracts/courses';
import { OfflineWatchBody } from '@skilllink/contracts/offline-watch';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { completeVideoLesson, saveLessonPosition } from './completion.service.js';
import * as quiz from './quiz.service.js';
import { errors, tags, type CoursesFeatureOptions, type LearningDeps } from './route-options.js';
import { offlineWatch } from './offline-watch.service.js';
import { heartbeat } from './watch.service.js';

/** Heartbeats per member per minute: the player sends ~12 (every 5 s, plus play/pause/seek). */
export const HEARTBEATS_PER_MINUTE = 40;
/** Answers saved per member per minute: a member clicks through a quiz, a script is bounded. */
export const ANSWERS_PER_MINUTE = 60;
const limited = { ...errors, 429: ErrorResponse };

/** The course player: where the member is, verified watching, and server-graded quizzes. */
export const lessonsRoutes: FastifyPluginAsyncZod<CoursesFeatureOptions> = async (app, opts) => {
  const { db, caches, catalog } = opts;
  const factor = opts.rateLimitFactor ?? 1;
  const deps: LearningDeps = { db, caches, catalog, now: opts.now ?? (() => new Date()) };

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
      const { positionSeconds } = request.body;
      await saveLessonPosition(db, { catalog, caches }, { userId: requireMember(request).id, courseId, lessonId, positionSeconds });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/heartbeat',
    {
      schema: {
        tags,
        summary: 'Where the playing video is; completes the lesson once 90 % is verifiably watched',
        params: LessonParams,
        body: HeartbeatBody,
        response: { 200: WatchProgress, ...limited },
      },
      config: {
        rateLimit: memberLimit(factor, HEARTBEATS_PER_MINUTE, 60_000, {
          message: 'Too many progress updates. Please wait a moment',
          key: 'rate_limited.heartbeats',
        }),
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return heartbeat(deps, { userId: requireMember(request).id, courseId, lessonId, positionSeconds: request.body.positionSeconds });
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/offline-watch',
    {
      schema: {
        tags,
        summary: 'What I watched offline, sent once on reconnect; credited as far as real time allows (ADR 073)',
        params: LessonParams,
        body: OfflineWatchBody,
        response: { 200: WatchProgress, ...limited },
      },
      // The same budget as heartbeats: a report stands for many of them.
      config: {
        rateLimit: memberLimit(factor, HEARTBEATS_PER_MINUTE, 60_000, {
          message: 'Too many progress updates. Please wait a moment',
          key: 'rate_limited.heartbeats',
        }),
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return offlineWatch(deps, { userId: requireMember(request).id, courseId, lessonId, body: request.body });
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a video lesson the server saw watched to 90 %',
        params: LessonParams,
        response: { 200: LessonCompletion, ...errors },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return completeVideoLesson(deps, { userId: requireMember(request).id, courseId, lessonId });
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/quiz/attempts',
    {
      schema: {
        tags,
        summary: 'Start a quiz attempt (or resume the open one); at most 3 per 24 hours',
        params: LessonParams,
        response: { 200: QuizAttempt, ...limited },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      return quiz.startAttempt(deps, { userId: requireMember(request).id, courseId, lessonId });
    },
  );

  app.put(
    '/courses/:courseId/lessons/:lessonId/quiz/attempts/:attemptId/answers/:index',
    {
      schema: {
        tags,
        summary: 'Save one answer as I pick it (what counts if time runs out)',
        params: AnswerParams,
        body: QuizAnswerBody,
        response: { 204: z.null(), ...limited },
      },
      config: {
        rateLimit: memberLimit(factor, ANSWERS_PER_MINUTE, 60_000, {
          message: 'Too many answers at once. Please wait a moment',
          key: 'rate_limited.answers',
        }),
      },
    },
    async (request, reply) => {
      const { courseId, lessonId, attemptId, index } = request.params;
      await quiz.saveAnswer(deps, { userId: requireMember(request).id, courseId, lessonId, attemptId, index, option: request.body.option });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/quiz/attempts/:attemptId/submit',
    {
      schema: {
        tags,
        summary: 'Submit my answers; graded on the server (which questions were right, never the right options)',
        params: AttemptParams,
        body: QuizSubmitBody,
        response: { 200: QuizResult, ...errors },
      },
    },
    async (request) => {
      const { courseId, lessonId, attemptId } = request.params;
      return quiz.submitAttempt(deps, { userId: requireMember(request).id, courseId, lessonId, attemptId, answers: request.body.answers });
    },
  );
};
