import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  ATTACHMENT_CHUNK_MAX_BYTES,
  ATTACHMENT_ERRORS,
  ATTACHMENT_MAX_BYTES,
  AttachmentParams,
  CreateUpload,
  Upload,
  UPLOAD_OFFSET_HEADER,
  UploadParams,
} from '@skilllink/contracts/message-attachments';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/file-content.js';
import { errorText } from '../../platform/i18n/error-text.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { registerPeriodic } from '../../platform/periodic.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { tooLarge } from './attachments.checks.js';
import * as attachments from './attachments.service.js';

// Attachments in messages (issue 28 §5, ADR 072): the resumable upload and the downloads.

const tags = ['messages'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const CHUNK_TYPE = 'application/offset+octet-stream';
const SWEEP_EVERY_MS = 3_600_000;
/** The 409 of a chunk that does not start where the upload is: the offset to go on from. */
const OffsetMismatch = ErrorResponse.extend({ offset: z.number().int() });
const files = { 200: z.any().describe('The file'), 401: ErrorResponse, 404: ErrorResponse };

/**
 * Content-Length is required and at most ATTACHMENT_CHUNK_MAX_BYTES, checked before a byte of
 * the body is read (a slow 100 MB body would otherwise hold a connection for hours).
 */
async function chunkLength(request: FastifyRequest) {
  const header = request.headers['content-length'];
  if (header === undefined) throw new AppError(411, 'attachment_length', 'Send each part with its size (Content-Length)');
  if (Number(header) > ATTACHMENT_CHUNK_MAX_BYTES) throw tooLarge();
}

/** Never sniffed into something else, never run as a page, kept by this browser only: the bytes never change. */
const careful = (reply: FastifyReply, type: string) =>
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, max-age=86400, immutable');

export async function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: attachments.AttachmentDeps,
  rateLimitFactor: number,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const me = (request: FastifyRequest) => requireMember(request).id;
  const text = { message: 'Too many file uploads. Please wait a minute and try again', key: 'rate_limited.uploads' };
  // A 10 MB file is 40 chunks of 256 KB; a dropped connection asks for the offset once more.
  const creates = memberLimit(rateLimitFactor, 30, 60_000, text);
  const chunks = memberLimit(rateLimitFactor, 240, 60_000, text);
  registerPeriodic(app, 'message attachment sweep', SWEEP_EVERY_MS, () => attachments.sweep(deps));

  api.post(
    '/messages/uploads',
    {
      schema: {
        tags,
        summary: 'Start uploading a file for a message (then send its bytes with PATCH)',
        body: CreateUpload,
        response: { 201: Upload, 413: ErrorResponse, 429: ErrorResponse, ...errors },
      },
      config: { verifiedEmail: true, rateLimit: creates },
      // Before the schema: too big a file is refused as such (413), not as a wrong field.
      preValidation: async (request) => {
        const size = (request.body as { size?: unknown } | undefined)?.size;
        if (typeof size === 'number' && size > ATTACHMENT_MAX_BYTES) throw tooLarge();
      },
    },
    async (request, reply) => reply.code(201).send(await attachments.create(deps, me(request), request.body)),
  );

  api.get(
    '/messages/uploads/:id',
    {
      schema: { tags, summary: 'How far my upload got (resume from `offset`)', params: UploadParams, response: { 200: Upload, ...errors } },
    },
    async (request) => attachments.status(deps, me(request), request.params.id),
  );

  api.delete(
    '/messages/uploads/:id',
    { schema: { tags, summary: 'Cancel my upload', params: UploadParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await attachments.cancel(deps, me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/messages/attachments/:id',
    {
      schema: { tags, summary: 'A file of a message (members of its conversation only)', params: AttachmentParams, response: files },
    },
    async (request, reply) => {
      const { attachment, body } = await attachments.open(deps, me(request), request.params.id, 'file');
      // Images are shown; documents are always downloaded, never opened by the browser in our origin.
      const shown = attachment.kind === 'image';
      return careful(reply, attachment.mime)
        .header('content-length', String(attachment.size))
        .header('content-disposition', contentDisposition(shown ? 'inline' : 'attachment', attachment.name))
        .send(body);
    },
  );

  api.get(
    '/messages/attachments/:id/thumbnail',
    { schema: { tags, summary: "An image's small WebP preview", params: AttachmentParams, response: files } },
    async (request, reply) => {
      const { attachment, body } = await attachments.open(deps, me(request), request.params.id, 'thumbnail');
      return careful(reply, 'image/webp')
        .header('content-length', String(attachment.thumbnailBytes ?? ''))
        .header('content-disposition', 'inline')
        .send(body);
    },
  );

  // Its own context: the chunk is raw bytes of its own type, and this parser applies to this route alone (ADR 021).
  await app.register(async (raw) => {
    const scope = raw.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(CHUNK_TYPE, { parseAs: 'buffer', bodyLimit: ATTACHMENT_CHUNK_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.patch(
      '/messages/uploads/:id',
      {
        schema: {
          tags,
          summary: `Send the next part of my upload (raw bytes as ${CHUNK_TYPE}, at most 1 MB, starting at Upload-Offset)`,
          params: UploadParams,
          headers: z.object({ [UPLOAD_OFFSET_HEADER]: z.coerce.number().int().min(0) }),
          response: {
            200: Upload,
            409: OffsetMismatch,
            411: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
            429: ErrorResponse,
            ...errors,
          },
        },
        config: { verifiedEmail: true, rateLimit: chunks },
        preParsing: async (request, _reply, payload) => {
          await chunkLength(request);
          return payload;
        },
      },
      async (request, reply) => {
        const offset = request.headers[UPLOAD_OFFSET_HEADER];
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const done = await attachments.append(deps, me(request), request.params.id, offset, bytes);
        if ('upload' in done) return reply.header(UPLOAD_OFFSET_HEADER, String(done.upload.offset)).send(done.upload);
        const english = 'This part does not start where the upload stands: go on from the offset given';
        const message = errorText(readerLanguage(request), ATTACHMENT_ERRORS.offset, {}, english);
        return reply
          .code(409)
          .header(UPLOAD_OFFSET_HEADER, String(done.mismatch))
          .send({ error: { code: ATTACHMENT_ERRORS.offset, message }, offset: done.mismatch });
      },
    );
  });
}
