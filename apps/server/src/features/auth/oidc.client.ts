import * as client from 'openid-client';
import type { OidcClientConfig } from '../../config.js';
import type { OidcProvider } from '../../db/schema-oidc.js';

/** Google and LinkedIn both give these in the id_token when asked for `openid email profile`. */
const SCOPE = 'openid email profile';

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The id_token's claims SkillLink reads, after openid-client checked issuer, audience, nonce and signature. */
export interface OidcClaims {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** Plain http is accepted only for a provider on this machine (the tests' local provider). */
const isLoopbackHttp = (issuer: URL) => issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);

/**
 * One configured provider: discovery runs once, on first use (a provider down at start-up must
 * not stop the server), and again after a failure.
 */
export class OidcClient {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(
    readonly provider: OidcProvider,
    private readonly settings: OidcClientConfig,
    readonly redirectUri: string,
  ) {}

  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.settings.issuer);
      const options = isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
      this.discovered = client.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, options);
      this.discovered.catch(() => (this.discovered = undefined));
    }
    return this.discovered;
  }

  /** Fresh state, nonce and PKCE verifier, and the provider's URL that carries them. */
  async start(): Promise<{ url: URL; checks: OidcChecks }> {
    const config = await this.configuration();
    const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, checks };
  }

  /**
   * Exchanges the callback's code and checks the answer: state, PKCE, and the id_token's
   * issuer, audience (our client id — a token minted for another client is refused), nonce
   * and signature. Throws on any mismatch.
   */
  async finish(query: string, checks: OidcChecks): Promise<OidcClaims> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, new URL(`${this.redirectUri}?${query}`), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id_token');
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    return {
      subject: claims.sub,
      email: text(claims.email).toLowerCase() || undefined,
      // Some providers send "true" as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    };
  }
}
