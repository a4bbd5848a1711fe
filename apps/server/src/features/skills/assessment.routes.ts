import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  AssessmentAnswerBody,
  AssessmentAnswerParams,
  AssessmentAttemptParams,
  AssessmentParams,
  AssessmentSubmitBody,
  SkillAssessmentAttempt,
  SkillAssessmentResult,
  SkillAssessmentsResponse,
} from '@skilllink/contracts/skill-assessments';
import { requireMember } from '../../platform/auth/session.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import * as assessments from './assessment.service.js';

const tags = ['skills'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
/** Answers saved per member per minute (times RATE_LIMIT_FACTOR): a person picks far fewer. */
export const ASSESSMENT_ANSWERS_PER_MINUTE = 60;

/** Skill assessments (issue 29 §6): the list, start or resume, save an answer, submit. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ deps: assessments.AssessmentDeps; rateLimitFactor: number }> = async (
  app,
  { deps, rateLimitFactor },
) => {
  app.get(
    '/skills/assessments',
    {
      schema: {
        tags,
        summary: 'The skill assessments and where I stand with each',
        response: { 200: SkillAssessmentsResponse, ...errors },
      },
    },
    async (request) => ({ items: await assessments.listAssessments(deps, requireMember(request).id) }),
  );

  app.post(
    '/skills/assessments/:slug/attempts',
    {
      schema: {
        tags,
        summary: 'Start a skill assessment (or resume the running attempt): 15 questions, 20 minutes, 2 attempts per 7 days',
        params: AssessmentParams,
        response: { 200: SkillAssessmentAttempt, ...errors },
      },
    },
    async (request) =>
      assessments.startAttempt(deps, { userId: requireMember(request).id, slug: request.params.slug, language: readerLanguage(request) }),
  );

  app.put(
    '/skills/assessments/:slug/attempts/:attemptId/answers/:index',
    {
      schema: {
        tags,
        summary: 'Save one answer as I pick it (what counts if time runs out)',
        params: AssessmentAnswerParams,
        body: AssessmentAnswerBody,
        response: { 204: z.null(), ...errors },
      },
      config: {
        rateLimit: memberLimit(rateLimitFactor, ASSESSMENT_ANSWERS_PER_MINUTE, 60_000, {
          message: 'Too many answers at once. Please wait a moment',
          key: 'rate_limited.answers',
        }),
      },
    },
    async (request, reply) => {
      const { slug, attemptId, index } = request.params;
      await assessments.saveAnswer(deps, { userId: requireMember(request).id, slug, attemptId, index, option: request.body.option });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/skills/assessments/:slug/attempts/:attemptId/submit',
    {
      schema: {
        tags,
        summary: 'Submit my answers: graded on the server (the score, never which answers were right); a pass earns the skill badge',
        params: AssessmentAttemptParams,
        body: AssessmentSubmitBody,
        response: { 200: SkillAssessmentResult, ...errors },
      },
    },
    async (request) => {
      const { slug, attemptId } = request.params;
      return assessments.submitAttempt(deps, { userId: requireMember(request).id, slug, attemptId, answers: request.body.answers });
    },
  );
};
