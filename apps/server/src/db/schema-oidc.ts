import type { Timestamp } from './column-types.js';

/** Sign in with Google and LinkedIn (migration 20261216-004, ADR 064). */
export type OidcProvider = 'google' | 'linkedin';

export interface OidcIdentityTable {
  provider: OidcProvider;
  /** The provider's stable `sub` claim; never the e-mail, which can change hands. */
  subject: string;
  userId: string;
  email: string;
  linkedAt: Timestamp;
}

export interface OidcAttemptTable {
  /** Hash of the browser's cookie; the cookie itself is never stored. */
  tokenHash: string;
  provider: OidcProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Set when the callback found an existing account by e-mail: the identity waiting to be linked. */
  subject: string | null;
  email: string | null;
  expiresAt: Timestamp;
}
