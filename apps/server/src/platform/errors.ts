import type { ErrorResponse, FieldIssue } from '@skilllink/contracts/common';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorParams } from './i18n/catalogue.js';
import { errorText } from './i18n/error-text.js';
import { readerLanguage } from './i18n/language.js';
import { isStorageFull, storageFullTeller } from './storage-full.js';

export interface AppErrorText {
  /** The catalogue entry, when one code is said in several ways: 'not_found.skill'. Default: the code. */
  key?: string;
  /** What the text carries: `{ name: 'Kofi Owusu' }`. */
  params?: ErrorParams;
}

/**
 * The one error type: routes and services throw it; the handler turns it into the error shape,
 * its message written in the reader's language from the catalogue (platform/i18n, ADR 037).
 * `message` is the English text, kept for logs and for a key the catalogue lacks.
 */
export class AppError extends Error {
  readonly key: string;
  readonly params: ErrorParams;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    text: AppErrorText = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.key = text.key ?? code;
    this.params = text.params ?? {};
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Please sign in to continue');

/** The error's message in the request's reader's language; a field that repeats it is translated with it. */
function rendered(err: AppError, request: FastifyRequest) {
  const message = errorText(readerLanguage(request), err.key, err.params, err.message);
  if (!err.fields) return { message };
  const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v === err.message ? message : v]));
  return { message, fields };
}

interface Issue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] }; origin?: unknown; minimum?: unknown; maximum?: unknown; format?: unknown };
}

const fieldOf = (issue: Issue) =>
  issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'body';

/** "firstName: First name is required" style messages, one per field. */
function fieldMessages(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= issue.message ?? 'Invalid value';
  return fields;
}

/**
 * The first issue of each field as a code and its limits: the messages above are English (zod's
 * own or the contracts'), and a member reads the app in their language.
 */
function fieldIssues(issues: Issue[]): FieldIssue[] {
  const seen = new Set<string>();
  const result: FieldIssue[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (seen.has(field)) continue;
    seen.add(field);
    const p = issue.params ?? {};
    const limit = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined);
    const min = limit(p.minimum);
    const max = limit(p.maximum);
    result.push({
      field,
      code: issue.keyword ?? 'invalid',
      ...(typeof p.origin === 'string' ? { origin: p.origin } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(typeof p.format === 'string' ? { format: p.format } : {}),
    });
  }
  return result;
}

/** The 404 of a path no route serves, in the reader's language. */
export const noRoute = (request: FastifyRequest, path: string) =>
  errorText(readerLanguage(request), 'not_found.route', { method: request.method, path }, `No route for ${request.method} ${path}`);

const internalError = (request: FastifyRequest) =>
  errorText(readerLanguage(request), 'internal_error', {}, 'Something went wrong on our side');

/** `storage`: where the data lives, named in the "disk full" log line. */
const storageFull = (request: FastifyRequest) =>
  errorText(
    readerLanguage(request),
    'storage_full',
    {},
    'The server has run out of storage, so this change was not saved. Try again later',
  );

/** The status and JSON body a failed request is answered with. */
export type ErrorAnswer = (err: FastifyError | AppError, request: FastifyRequest) => { status: number; body: ErrorResponse };

/**
 * Every failure's answer in one place. Returns the same wording for routes that answer a
 * failure in another form (the sign-in forms the server renders, ADR 049).
 */
export function registerErrorHandler(app: FastifyInstance, opts: { storage: string }): ErrorAnswer {
  const tellStorageFull = storageFullTeller(() => app.log, opts.storage);
  const answer: ErrorAnswer = (err, request) => {
    if (err instanceof AppError) {
      return { status: err.statusCode, body: { error: { code: err.code, ...rendered(err, request) } } };
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldMessages(err.validation as Issue[]);
      const message = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      const issues = fieldIssues(err.validation as Issue[]);
      return { status: 400, body: { error: { code: 'validation_failed', message, fields, issues } } };
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its contract');
      return { status: 500, body: { error: { code: 'internal_error', message: internalError(request) } } };
    }
    if (isStorageFull(err)) {
      // Nothing was saved (the transaction rolled back): say so, and that it is ours to fix.
      tellStorageFull(err);
      return { status: 507, body: { error: { code: 'storage_full', message: storageFull(request) } } };
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return { status: 500, body: { error: { code: 'internal_error', message: internalError(request) } } };
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    // Their English text is Fastify's own, kept for English readers as the detail.
    const message = errorText(readerLanguage(request), code, { detail: err.message }, err.message);
    return { status, body: { error: { code, message } } };
  };
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const { status, body } = answer(err, request);
    return reply.code(status).header('x-request-id', request.id).send(body);
  });
  return answer;
}
