import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  ConversationParams,
  ConversationResponse,
  ConversationsPage,
  CONVERSATIONS_PAGE_DEFAULT,
  ConversationsQuery,
  EditMessage,
  MarkRead,
  MarkReadResponse,
  MESSAGE_RATE,
  MessageParams,
  MessageResponse,
  MESSAGES_PAGE_DEFAULT,
  MessagesPage,
  MessagesQuery,
  MESSAGING_TEXTS,
  SendMessage,
  StartConversation,
} from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { NOBODY_ONLINE, type PresenceLookup } from '../../platform/realtime/presence-port.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import { registerApplicationConversationRoutes } from './application-conversations.routes.js';
import { registerAttachmentRoutes } from './attachments.routes.js';
import type { AttachmentDeps } from './attachments.service.js';
import * as conversations from './conversations.service.js';
import * as messages from './messages.service.js';
import * as pointers from './read-pointers.service.js';
import { registerMessagingFrames } from './messaging.frames.js';
import { registerProjectConversationRoutes } from './project-conversations.routes.js';
import { CACHE_SCOPE, forget, historyKey, publish, type CachedJson, type MessagingContext } from './publish.js';

export interface MessagingRouteOptions {
  db: DB;
  /** Keeps the newest list and history pages' JSON per member until they change. */
  caches?: MemberCaches;
  presence?: PresenceLookup;
  /** RATE_LIMIT_FACTOR: load tests raise it. */
  rateLimitFactor: number;
}

const tags = ['messages'];
/** Bounds what can go stale without an event: a partner's new name or photo in a cached list. */
const LIST_TTL_MS = 60_000;
const HISTORY_TTL_MS = 5 * 60_000;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Private messaging between connections (ADR 014). */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRouteOptions> = async (
  app,
  { db, caches, presence = NOBODY_ONLINE, rateLimitFactor },
) => {
  const ctx: MessagingContext = { app, db, caches };
  registerMessagingFrames(ctx);
  const files: AttachmentDeps = { db, storage: app.storage, now: () => new Date(), warn: (err, message) => app.log.warn({ err }, message) };
  await registerAttachmentRoutes(app, files, rateLimitFactor);
  registerApplicationConversationRoutes(app, ctx, presence);
  registerProjectConversationRoutes(app, ctx, presence);
  // The pages members open most: the first page of the list, the newest page of a history.
  const lists = caches?.create<CachedJson>(LIST_TTL_MS, 10_000, CACHE_SCOPE);
  const histories = caches?.create<CachedJson>(HISTORY_TTL_MS, 20_000, CACHE_SCOPE);
  // The list shows partners' online dots: a member going on or offline drops their connections' lists.
  app.realtime.onPresence((_memberId, _online, told) => void caches?.changed(CACHE_SCOPE, ...told));

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations, latest activity first',
        querystring: ConversationsQuery,
        response: { 200: ConversationsPage, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireMember(request);
      const { q, before, limit } = request.query;
      if (!lists || q !== '' || before !== undefined || limit !== CONVERSATIONS_PAGE_DEFAULT)
        return conversations.list(db, presence, me, request.query);
      const cached = await lists.load(me.id, async () => ({
        json: serializeAhead(reply, await conversations.list(db, presence, me, request.query)),
      }));
      return sendSerialized(reply, cached.json);
    },
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Open my conversation with a connection (201 created, 200 existing)',
        body: StartConversation,
        response: { 200: ConversationResponse, 201: ConversationResponse, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request, reply) => {
      const me = requireMember(request);
      const { conversation, created } = await conversations.start(db, presence, me, request.body.personId);
      await forget(ctx, [me.id], conversation.id);
      return reply.code(created ? 201 : 200).send({ conversation });
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: { tags, summary: 'One of my conversations', params: ConversationParams, response: { 200: ConversationResponse, ...errors } },
    },
    async (request) => ({ conversation: await conversations.get(db, presence, requireMember(request), request.params.id) }),
  );

  app.delete(
    '/conversations/:id',
    { schema: { tags, summary: 'Delete a conversation for me only', params: ConversationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      const bellChanged = await conversations.removeForMe(db, me, request.params.id);
      await forget(ctx, [me], request.params.id);
      app.realtime.send([me], { type: 'conversation.removed', conversationId: request.params.id });
      await publish(ctx, { conversationId: request.params.id, announce: [], notificationsChanged: bellChanged ? [me] : [] });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'History, newest page first',
        params: ConversationParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireMember(request).id;
      const { id } = request.params;
      if (!histories || request.query.before !== undefined || request.query.limit !== MESSAGES_PAGE_DEFAULT) {
        return messages.page(db, me, id, request.query);
      }
      const cached = await histories.load(historyKey(me, id), async () => ({
        json: serializeAhead(reply, await messages.page(db, me, id, request.query)),
      }));
      return sendSerialized(reply, cached.json);
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (201 stored, 200 when this client id was already stored)',
        params: ConversationParams,
        body: SendMessage,
        response: { 200: MessageResponse, 201: MessageResponse, 429: ErrorResponse, ...errors },
      },
      config: {
        verifiedEmail: true,
        rateLimit: memberLimit(rateLimitFactor, MESSAGE_RATE.max, MESSAGE_RATE.windowMs, {
          message: MESSAGING_TEXTS.rateLimited,
          key: 'rate_limited.messages',
        }),
      },
    },
    async (request, reply) => {
      const sent = await messages.send(db, requireMember(request).id, request.params.id, request.body);
      await publish(ctx, sent.outcome);
      return reply.code(sent.created ? 201 : 200).send({ message: sent.message });
    },
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Edit my message',
        params: MessageParams,
        body: EditMessage,
        response: { 200: MessageResponse, 409: ErrorResponse, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request) => {
      const changed = await messages.change(db, requireMember(request).id, request.params.id, request.body);
      await publish(ctx, changed.outcome);
      return { message: changed.message };
    },
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete my message',
        params: MessageParams,
        response: { 200: MessageResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const changed = await messages.change(db, requireMember(request).id, request.params.id, 'delete', files);
      await publish(ctx, changed.outcome);
      return { message: changed.message };
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark read up to a message (default: all)',
        params: ConversationParams,
        body: MarkRead,
        response: { 200: MarkReadResponse, ...errors },
      },
    },
    async (request) => {
      const read = await pointers.advance(db, requireMember(request).id, request.params.id, 'readSeq', request.body?.seq);
      await publish(ctx, read.outcome);
      return { readSeq: read.readSeq, unreadTotal: read.unreadTotal };
    },
  );
};
