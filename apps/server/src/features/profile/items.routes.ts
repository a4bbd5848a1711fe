import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  EducationInput,
  EducationResponse,
  EndorsementResponse,
  ExperienceInput,
  ExperienceResponse,
  ItemParams,
  SkillInput,
  SkillResponse,
} from '@skilllink/contracts/profile';
import { requireMember } from '../../platform/auth/session.js';
import * as endorsements from './endorsements.service.js';
import * as items from './items.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const gone = { 204: z.null(), ...errors };

/** Skills, experience and education on the signed-in member's own profile, and endorsements. */
export const itemRoutes: FastifyPluginAsyncZod<items.ItemDeps> = async (app, deps) => {
  const tags = ['profile'];

  app.post(
    '/profile/skills',
    { schema: { tags, summary: 'Add a skill', body: SkillInput, response: { 201: SkillResponse, 409: ErrorResponse, ...errors } } },
    async (request, reply) => {
      const member = requireMember(request);
      const skill = await items.addSkill(deps, member, request.body);
      // A skill on the profile is a first real step (it completes a referral).
      await app.accountEvents.stepped(member.id);
      return reply.code(201).send({ skill });
    },
  );
  app.patch(
    '/profile/skills/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit a skill',
        params: ItemParams,
        body: SkillInput,
        response: { 200: SkillResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => ({ skill: await items.updateSkill(deps, requireMember(request), request.params.itemId, request.body) }),
  );
  app.delete(
    '/profile/skills/:itemId',
    { schema: { tags, summary: 'Remove a skill', params: ItemParams, response: gone } },
    async (request, reply) => {
      await items.deleteSkill(deps, requireMember(request), request.params.itemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/experience',
    { schema: { tags, summary: 'Add work experience', body: ExperienceInput, response: { 201: ExperienceResponse, ...errors } } },
    async (request, reply) => reply.code(201).send({ experience: await items.addExperience(deps, requireMember(request), request.body) }),
  );
  app.patch(
    '/profile/experience/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit work experience',
        params: ItemParams,
        body: ExperienceInput,
        response: { 200: ExperienceResponse, ...errors },
      },
    },
    async (request) => ({ experience: await items.updateExperience(deps, requireMember(request), request.params.itemId, request.body) }),
  );

  app.post(
    '/profile/education',
    { schema: { tags, summary: 'Add education', body: EducationInput, response: { 201: EducationResponse, ...errors } } },
    async (request, reply) => reply.code(201).send({ education: await items.addEducation(deps, requireMember(request), request.body) }),
  );
  app.patch(
    '/profile/education/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit education',
        params: ItemParams,
        body: EducationInput,
        response: { 200: EducationResponse, ...errors },
      },
    },
    async (request) => ({ education: await items.updateEducation(deps, requireMember(request), request.params.itemId, request.body) }),
  );

  for (const table of ['experience', 'education'] as const) {
    app.delete(
      `/profile/${table}/:itemId`,
      { schema: { tags, summary: `Remove ${table}`, params: ItemParams, response: gone } },
      async (request, reply) => {
        await items.deleteEntry(deps, requireMember(request), table, request.params.itemId);
        return reply.code(204).send(null);
      },
    );
  }

  app.put(
    '/member-skills/:itemId/endorsement',
    {
      schema: {
        tags,
        summary: "Endorse a connection's skill (once)",
        params: ItemParams,
        response: { 200: EndorsementResponse, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request) => endorsements.endorse(deps, requireMember(request), request.params.itemId),
  );
  app.delete(
    '/member-skills/:itemId/endorsement',
    { schema: { tags, summary: 'Withdraw my endorsement', params: ItemParams, response: { 200: EndorsementResponse, ...errors } } },
    async (request) => endorsements.withdraw(deps, requireMember(request), request.params.itemId),
  );
};
