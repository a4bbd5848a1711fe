import { z } from 'zod';

/** LinkedIn's limit for an invitation note; the spec leaves the length open. */
export const CONNECTION_MESSAGE_MAX = 300;

/** Send a connection request (spec 000 §7 "send connection request", spec 001 §7). */
export const SendConnectionRequest = z.object({
  personId: z.string().trim().min(1, 'Choose a member to connect with').max(64),
  message: z.string().trim().max(CONNECTION_MESSAGE_MAX, `Message must be at most ${CONNECTION_MESSAGE_MAX} characters`).default(''),
});
export type SendConnectionRequest = z.input<typeof SendConnectionRequest>;

export const ConnectionStatus = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/** A request the signed-in member sent. */
export const SentConnectionRequest = z.object({
  id: z.string(),
  status: ConnectionStatus,
  message: z.string(),
  createdAt: z.string(),
  to: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type SentConnectionRequest = z.infer<typeof SentConnectionRequest>;

export const SentConnectionRequestResponse = z.object({ request: SentConnectionRequest });
export type SentConnectionRequestResponse = z.infer<typeof SentConnectionRequestResponse>;

/** Error codes of POST /connections/requests besides validation_failed and not_found. */
export const CONNECTION_ERRORS = {
  self: 'cannot_connect_to_self',
  alreadyConnected: 'already_connected',
  pending: 'request_pending',
} as const;
