import { z } from 'zod';

/** Sign in with Google and LinkedIn (issue 25 §3, ADR 064): two configurations of one OpenID Connect flow. */
export const OIDC_PROVIDERS = ['google', 'linkedin'] as const;
export const OidcProvider = z.enum(OIDC_PROVIDERS);
export type OidcProvider = z.infer<typeof OidcProvider>;

/** `/auth/oidc/:provider/start`, `/callback` and `/account/identities/:provider`. */
export const OidcProviderParams = z.object({ provider: OidcProvider });

/**
 * Why a provider sign-in came back to /auth/login (`?oidc_error=`): `failed` — the answer did not
 * check out (state, nonce, audience) or the provider refused; `email_unverified` — the provider
 * has not verified the address; `not_configured` — the provider is not set up on this server.
 * `?link=<provider>` instead means an account already uses the address: sign in with its
 * password once and the provider is linked.
 */
export const OIDC_ERRORS = ['failed', 'email_unverified', 'not_configured'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];

/** GET /account/identities: the providers linked to the signed-in member. */
export const IdentitiesResponse = z.object({
  identities: z.array(z.object({ provider: OidcProvider, email: z.string(), linkedAt: z.string() })),
  /** Unlinking is refused while false: the member would have no way left to sign in. */
  hasPassword: z.boolean(),
});
export type IdentitiesResponse = z.infer<typeof IdentitiesResponse>;
