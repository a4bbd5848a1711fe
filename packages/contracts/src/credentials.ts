import { z } from 'zod';

export { CREDENTIAL_VERIFY_MAX_BYTES } from './constants.js';

// Certificates as Open Badges 3.0 verifiable credentials (issue 29, ADR 077).

/** The checks a verification runs, in the order shown. */
export const CREDENTIAL_CHECKS = ['format', 'issuer', 'signature', 'status', 'expiry'] as const;
export type CredentialCheckName = (typeof CREDENTIAL_CHECKS)[number];

/** Why a check failed, for the reader's language (the web app words each; `message` is English). */
export const CREDENTIAL_FAILURES = [
  'not_a_credential',
  'issuer_unknown',
  'signature_invalid',
  'revoked',
  'status_unavailable',
  'expired',
  'not_yet_valid',
] as const;
export type CredentialFailure = (typeof CREDENTIAL_FAILURES)[number];

export const CredentialCheck = z.object({
  check: z.enum(CREDENTIAL_CHECKS),
  passed: z.boolean(),
  /** Set when it failed. */
  failure: z.enum(CREDENTIAL_FAILURES).nullable(),
  /** English detail for other systems; the page words `failure` in the reader's language. */
  message: z.string().nullable(),
  /** When the certificate was revoked (status check failed as `revoked`). */
  revokedAt: z.string().nullable(),
});
export type CredentialCheck = z.infer<typeof CredentialCheck>;

/** POST /api/v1/credentials/verify: the credential JSON as it was downloaded (at most 64 KB). */
export const VerifyCredentialInput = z.record(z.string(), z.unknown());

export const VerifyCredentialResponse = z.object({
  verified: z.boolean(),
  checks: z.array(CredentialCheck),
  /** What the credential says, when it could be read (even if a check failed). */
  credential: z
    .object({
      name: z.string(),
      recipientName: z.string().nullable(),
      issuerName: z.string().nullable(),
      validFrom: z.string().nullable(),
      certificateUrl: z.string().nullable(),
    })
    .nullable(),
});
export type VerifyCredentialResponse = z.infer<typeof VerifyCredentialResponse>;

/** POST /api/v1/admin/certificates/:code/revoke. */
export const RevokeCertificateInput = z.object({ reason: z.enum(['fraud']) });
export const RevokeCertificateResponse = z.object({ code: z.string(), revokedAt: z.string() });
export const RevokeSkillBadgeResponse = z.object({ id: z.string(), revokedAt: z.string() });
export const RotateKeyResponse = z.object({ keyId: z.string() });
