import { CREDENTIAL_VERIFY_MAX_BYTES } from '@skilllink/contracts/constants';

/** The server's limit on the request body (from the zod-free constants, so the page's chunk stays small). */
export const CREDENTIAL_MAX_BYTES = CREDENTIAL_VERIFY_MAX_BYTES;

/** Why pasted text cannot be sent: nothing there, not JSON, JSON but not one object, too big. */
export type InputProblem = 'empty' | 'notJson' | 'notObject' | 'tooLarge';

export type ReadCredential = { credential: Record<string, unknown> } | { problem: InputProblem };

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The credential as it will be sent, or why it will not be: checked here so that text the
 * server would refuse anyway costs no request (and none of the 30 verifications a minute).
 * The size counted is that of the body sent (the JSON re-serialised, without the file's
 * indentation), the one the server limits.
 */
export function readCredential(text: string): ReadCredential {
  if (text.trim() === '') return { problem: 'empty' };
  if (byteLength(text) > 16 * CREDENTIAL_MAX_BYTES) return { problem: 'tooLarge' }; // not worth parsing
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'notObject' };
  if (byteLength(JSON.stringify(value)) > CREDENTIAL_MAX_BYTES) return { problem: 'tooLarge' };
  return { credential: value as Record<string, unknown> };
}
