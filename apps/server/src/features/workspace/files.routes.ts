import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  WorkspaceFile,
  WorkspaceFileLinkQuery,
  WorkspaceFileParams,
  WorkspaceFiles,
  WorkspaceFileUploadQuery,
} from '@skilllink/contracts/workspace-files';
import { WorkspaceProjectParams } from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import { contentDisposition as disposition } from '../../platform/file-content.js';
import { openByLink, openThumbnail } from './files.downloads.js';
import * as files from './files.service.js';
import { errors, tags } from './route-parts.js';

/** Never sniffed into something else, never kept by a shared cache. */
const careful = (reply: FastifyReply, type: string) =>
  reply.header('content-type', type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store');

/** A project's files (issue 23 item 5, ADR 057). Registered by workspace.routes.ts. */
export const filesRoutes: FastifyPluginAsyncZod<{ deps: files.FilesDeps; paced: RateLimitOptions }> = async (app, { deps, paced }) => {
  const base = '/workspace/projects/:projectId/files';
  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).id;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "A project's files, newest first",
        params: WorkspaceProjectParams,
        response: { 200: WorkspaceFiles, ...errors },
      },
      config: { workspace: 'view' },
    },
    async (request) => files.list(deps, me(request), request.params.projectId),
  );

  app.delete(
    `${base}/:fileId`,
    {
      schema: {
        tags,
        summary: 'Delete a file (its uploader or a lead)',
        params: WorkspaceFileParams,
        response: { 204: z.null(), ...errors },
      },
      config: { workspace: 'edit', rateLimit: paced },
    },
    async (request, reply) => {
      await files.remove(deps, me(request), request.params.projectId, request.params.fileId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/:fileId/thumbnail`,
    { schema: { tags, summary: "An image's small WebP preview", params: WorkspaceFileParams }, config: { workspace: 'view' } },
    async (request, reply) => {
      const body = await openThumbnail(deps, request.params.projectId, request.params.fileId);
      // Our own re-encoded WebP: the one thing shown inline. Briefly cached by this browser only.
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/workspace/files/:fileId/download',
    {
      schema: {
        tags,
        summary: 'Download a file through the signed link its list handed out (valid 5 minutes, for team members only)',
        params: z.object({ fileId: z.string().min(1).max(64) }),
        querystring: WorkspaceFileLinkQuery,
        response: { 403: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse },
      },
      // The signed link is the credential (it works in a plain <a href> and on any server process).
      config: { public: true, secretUrl: true, csrfCookie: false },
    },
    async (request, reply) => {
      const file = await openByLink(deps, request.params.fileId, request.query);
      return careful(reply, file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', disposition('attachment', file.name))
        .send(file.body);
    },
  );

  // Its own context: the body is the raw file, streamed to storage as it arrives, whatever its
  // declared type (a .json file must not meet the JSON parser), and this parser must apply to
  // this route alone (ADR 021).
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(
      base,
      {
        schema: {
          tags,
          summary: 'Upload one file (the raw bytes as the body; at most 25 MB, 500 MB a project)',
          params: WorkspaceProjectParams,
          querystring: WorkspaceFileUploadQuery,
          response: { 201: WorkspaceFile, ...errors, 411: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
        },
        config: { workspace: 'edit', rateLimit: paced },
      },
      async (request, reply) => {
        const length = request.headers['content-length'];
        const file = await files.upload(deps, me(request), request.params.projectId, {
          ...request.query,
          size: length === undefined ? undefined : Number(length),
          // The parser above handed over the request stream itself.
          body: request.body as Readable,
        });
        return reply.code(201).send(file);
      },
    );
  });
};
