import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { HandleResponse, HandleUpdate } from '@skilllink/contracts/public-member';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import * as handles from './handle.service.js';

export interface HandleRouteDeps extends handles.HandleDeps {
  rateLimitFactor: number;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const tags = ['profile'];
const HOUR = 3_600_000;

/** Settings → Public profile: the member's handle for /in/{handle} (issue 26 §2). */
export const handleRoutes: FastifyPluginAsyncZod<HandleRouteDeps> = async (app, deps) => {
  app.get(
    '/account/handle',
    { schema: { tags, summary: 'My public handle and page address', response: { 200: HandleResponse, ...errors } } },
    async (request) => handles.getHandle(deps, requireMember(request).id),
  );

  app.patch(
    '/account/handle',
    {
      // Successful changes are limited per day by the service; this bounds the tries (each one looks a handle up).
      config: {
        rateLimit: memberLimit(deps.rateLimitFactor, 30, HOUR, {
          message: 'Too many handle changes tried. Please wait a while and try again',
          key: 'rate_limited.handle_tries',
        }),
      },
      schema: { tags, summary: 'Change my public handle', body: HandleUpdate, response: { 200: HandleResponse, ...errors } },
    },
    async (request) => handles.changeHandle(deps, requireMember(request).id, request.body.handle),
  );
};
