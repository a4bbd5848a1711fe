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
