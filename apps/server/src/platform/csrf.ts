import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_COOKIE_HOST, CSRF_HEADER } from '@skilllink/contracts/constants';
import { AppError } from './errors.js';
import { isStaticFile } from './static-files.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a safe request to this route is not given the `sl_csrf` cookie (a calendar app's feed poll needs none). */
    csrfCookie?: boolean;
    /**
     * A form the server renders posts here, possibly before any script of ours has run, so no
     * header can echo the token: the browser's Origin must be there and be ours (ADR 049).
     */
    formPost?: boolean;
    /**
     * The URL carries its own key (a mail's one-click unsubscribe, RFC 8058): the mail provider
     * posts without cookies or Origin, and no session is used, so there is nothing to forge.
     */
    keyInUrl?: boolean;
    /**
     * A POST only because its input is a document (a credential to verify): it changes nothing
     * and reads no session, so other systems call it without cookies and there is nothing to forge.
     */
    changesNothing?: boolean;
  }
}

/** The request comes from our own pages (or from no browser at all: no Origin header). */
export function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // non-browser clients; the token check below still applies
  if (origin === new URL(publicUrl).origin) return true;
  return origin === `${request.protocol}://${request.headers.host}`;
}

const crossSite = () =>
  new AppError(403, 'csrf_failed', 'This request came from another site and was refused', undefined, { key: 'csrf_failed.origin' });

function tokensMatch(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * CSRF defence for every state-changing request: the Origin must be ours, and the request must
 * echo the readable `sl_csrf` cookie in a header (a cross-site page can neither read our cookie
 * nor set custom headers without a CORS preflight we never grant).
 */
export function registerCsrf(app: FastifyInstance, opts: { publicUrl: string; secure: boolean }): void {
  // Over https only the `__Host-` cookie counts: a sibling subdomain cannot set one (ADR 031).
  const name = opts.secure ? CSRF_COOKIE_HOST : CSRF_COOKIE;
  app.addHook('onRequest', async (request, reply) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
      // Pages and API answers hand out the token; a script or image that a page loads does not need to.
      if (!request.cookies[name] && request.routeOptions.config?.csrfCookie !== false && !isStaticFile(request.url)) {
        reply.setCookie(name, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'lax', secure: opts.secure });
      }
      return;
    }
    if (request.routeOptions.config?.keyInUrl || request.routeOptions.config?.changesNothing) return;
    if (!sameOrigin(request, opts.publicUrl)) throw crossSite();
    if (request.routeOptions.config?.formPost) {
      const fetchSite = request.headers['sec-fetch-site'];
      if (request.headers.origin && (fetchSite === undefined || fetchSite === 'same-origin')) return;
      throw crossSite();
    }
    if (!tokensMatch(request.cookies[name], request.headers[CSRF_HEADER] as string | undefined)) {
      throw new AppError(403, 'csrf_failed', 'Your session security token is missing or stale. Reload the page and try again', undefined, {
        key: 'csrf_failed.token',
      });
    }
  });
}
