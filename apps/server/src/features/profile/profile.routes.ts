import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@skilllink/contracts/constants';
import { ErrorResponse } from '@skilllink/contracts/common';
import { ProfileParams, ProfileResponse, ProfileUpdate } from '@skilllink/contracts/profile';
import type { DB } from '../../db/database.js';
import type { Sessions } from '../../platform/auth/session.js';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import type { Storage } from '../../platform/storage.js';
import { itemRoutes } from './items.routes.js';
import { photoTooLarge } from './photo.js';
import * as profiles from './profile.service.js';
import { sameContext } from '../../platform/same-context.js';

export interface ProfileRouteOptions {
  db: DB;
  sessions: Sessions;
  storage: Storage;
  caches: MemberCaches;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['profile'];
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/octet-stream'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, options) => {
  const deps: profiles.ProfileDeps = { ...options, profiles: options.caches.create(profiles.PROFILE_CACHE_TTL_MS) };
  app.get(
    '/profile',
    { schema: { tags, summary: 'My profile', response: { 200: ProfileResponse, ...errors } } },
    async (request, reply) => {
      const member = requireMember(request);
      const cached = await profiles.ownProfile(deps, member.id);
      if (!cached) throw profiles.profileNotFound();
      // The most-read answer is serialized once per change, not once per request.
      cached.json ??= serializeAhead(reply, { profile: cached.profile });
      return sendSerialized(reply, cached.json);
    },
  );

  app.get(
    '/profiles/:id',
    {
      schema: { tags, summary: "A member's profile (counts a view)", params: ProfileParams, response: { 200: ProfileResponse, ...errors } },
    },
    async (request) => ({ profile: await profiles.getProfile(deps, requireMember(request), request.params.id) }),
  );

  app.patch(
    '/profile',
    { schema: { tags, summary: 'Edit my profile', body: ProfileUpdate, response: { 200: ProfileResponse, ...errors } } },
    async (request) => ({ profile: await profiles.updateProfile(deps, requireMember(request), request.body) }),
  );

  // Its own small context: the photo arrives as the raw file (the browser sends the File
  // itself), and that parser must apply to this route alone (uploads are rare; ADR 021).
  await app.register(async (scope) => {
    scope.addContentTypeParser(PHOTO_TYPES, { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    scope.put(
      '/profile/photo',
      {
        // An honest Content-Length over the limit is refused before a byte is read; the body limit stops the rest.
        onRequest: (request, _reply, done) => {
          if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES) return done(photoTooLarge());
          done();
        },
        schema: {
          tags,
          summary: 'Replace my photo (JPEG, PNG, GIF or WebP up to 5 MB, sent as the raw file)',
          response: { 200: ProfileResponse, ...errors, 413: ErrorResponse, 415: ErrorResponse },
        },
      },
      async (request) => {
        const member = requireMember(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { profile: await profiles.setPhoto(deps, member, body) };
      },
    );
  });

  app.delete(
    '/profile/photo',
    { schema: { tags, summary: 'Remove my photo', response: { 200: ProfileResponse, ...errors } } },
    async (request) => ({
      profile: await profiles.removePhoto(deps, requireMember(request)),
    }),
  );

  app.get(
    '/photos/:key',
    {
      // Content-addressed: a key is known only to whoever was shown the photo.
      config: { public: true },
      schema: {
        tags,
        summary: 'A profile photo (immutable, content-addressed)',
        params: z.object({ key: z.string().regex(/^[\w-]+\.webp$/) }),
      },
    },
    async (request, reply) => {
      const image = await deps.storage.get(request.params.key);
      if (!image) {
        // A replaced photo, asked for from a list made before: a member who may be shown it gets
        // the current one (never cached: it may change again); anyone else, 404.
        const current = request.auth ? await profiles.currentPhotoKey(deps.db, request.params.key) : null;
        if (current) return reply.header('cache-control', 'private, no-cache').redirect(profiles.PHOTO_PATH + current, 302);
        throw new AppError(404, 'not_found', 'Photo not found', undefined, { key: 'not_found.photo' });
      }
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );

  await app.register(sameContext(itemRoutes), { db: deps.db, caches: deps.caches });
};
