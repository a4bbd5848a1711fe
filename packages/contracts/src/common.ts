import { z } from 'zod';

/**
 * The one error shape every endpoint answers with on failure.
 * `fields` maps a request field to its message when validation failed.
 */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
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
