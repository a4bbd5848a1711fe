import { z } from 'zod';

/**
 * What failed in one field, as a machine code and its limits, so that a client words it in the
 * member's language: `{ field: 'email', code: 'too_big', origin: 'string', max: 254 }`.
 * `code` is zod's issue code (too_big, too_small, invalid_format, invalid_type, invalid_value,
 * custom…); `origin` what was measured (string length, number, array size); `format` the
 * expected format (email, url…).
 */
export const FieldIssue = z.object({
  field: z.string(),
  code: z.string(),
  origin: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  format: z.string().optional(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/**
 * The one error shape every endpoint answers with on failure.
 * `fields` maps a request field to its (English) message when validation failed, and `issues`
 * says the same per field as codes, for the member's language.
 */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    issues: z.array(FieldIssue).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A plain acknowledgement for actions that return no resource. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * `?before=<nextCursor of the previous page>&limit=`: the one shape of every cursor-paged list.
 * The cursor is opaque to clients.
 */
export function cursorQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    before: z
      .string()
      .trim()
      .regex(/^[\w-]{1,200}$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(maxLimit, `Limit must be ${maxLimit} or less`)
      .default(defaultLimit),
  });
}
