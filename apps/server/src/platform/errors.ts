import type { FieldIssue } from '@skilllink/contracts/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type: routes and services throw it; the handler turns it into the error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Please sign in to continue');

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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    reply.header('x-request-id', request.id);
    if (err instanceof AppError) {
      const body = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldMessages(err.validation as Issue[]);
      const message = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      const issues = fieldIssues(err.validation as Issue[]);
      return reply.code(400).send({ error: { code: 'validation_failed', message, fields, issues } });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its contract');
      return reply.code(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return reply.code(status).send({ error: { code, message: err.message } });
  });
}
