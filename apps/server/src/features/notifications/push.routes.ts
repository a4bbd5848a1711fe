import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  PushDevice,
  PushDeviceParams,
  PushDevicesResponse,
  PushKey,
  PushSubscriptionInput,
  PushTestResponse,
} from '@skilllink/contracts/web-push';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import { unauthenticated } from '../../platform/errors.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import * as devices from './push-devices.service.js';
import { vapidKeys } from './push-keys.js';
import { pushToMember, testPushText, type PushTransport } from './push-sender.js';

export interface PushRouteDeps extends PushTransport {
  db: DB;
  rateLimitFactor: number;
}

const tags = ['notifications'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const MINUTE = 60_000;

/** Settings → Notifications → Push (issue 25 §4, ADR 066): this browser's subscription, the others, a test. */
export const pushRoutes: FastifyPluginAsyncZod<PushRouteDeps> = async (app, deps) => {
  const { db } = deps;
  // A browser subscribes once; a page that loops still cannot churn the table.
  const subscribing = memberLimit(deps.rateLimitFactor, 20, 15 * MINUTE, {
    message: 'Too many attempts. Please wait a few minutes and try again',
    key: 'rate_limited.account',
  });
  // Each test push is one request to every push service of the member's devices.
  const testing = memberLimit(deps.rateLimitFactor, 5, 10 * MINUTE, {
    message: 'You have sent several test notifications. Please wait a few minutes',
    key: 'rate_limited.push_test',
  });

  app.get(
    '/push/key',
    { schema: { tags, summary: 'The VAPID public key browsers subscribe with', response: { 200: PushKey, ...errors } } },
    async () => ({ publicKey: (await vapidKeys(db)).publicKey }),
  );

  app.get(
    '/push/devices',
    { schema: { tags, summary: 'My browsers that receive push notifications', response: { 200: PushDevicesResponse, ...errors } } },
    async (request) => ({ devices: await devices.listDevices(db, requireMember(request).id) }),
  );

  app.post(
    '/push/devices',
    {
      config: { rateLimit: subscribing },
      schema: {
        tags,
        summary: 'Turn push on for this browser (its PushSubscription, kept with this session)',
        body: PushSubscriptionInput,
        response: { 201: PushDevice, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const who = { userId: request.auth.member.id, sessionId: request.auth.sessionId, userAgent: request.headers['user-agent'] ?? null };
      return reply.code(201).send(await devices.addDevice(deps, who, request.body));
    },
  );

  app.delete(
    '/push/devices/:id',
    { schema: { tags, summary: 'Stop pushes to one of my browsers', params: PushDeviceParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await devices.removeDevice(db, requireMember(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/push/test',
    {
      config: { rateLimit: testing },
      schema: { tags, summary: 'Send a test push to each of my browsers', response: { 200: PushTestResponse, ...errors } },
    },
    async (request) => {
      const text = testPushText[readerLanguage(request)];
      const payload = { ...text, url: '/app/settings?tab=notifications', tag: 'test' };
      return pushToMember(deps, requireMember(request).id, payload, 'normal');
    },
  );
};
