import type { FastifyInstance } from 'fastify';
import { isStaticFile } from './static-files.js';

/**
 * Strict CSP: scripts only from our origin (the theme is applied by an external script, not an
 * inline one). Inline style attributes stay allowed because the UI library's scroll lock and
 * positioning write styles at run time; scripts are what an attacker would need.
 */
function contentSecurityPolicy(secure: boolean, scriptHashes: readonly string[]): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    // The page's one inline script (the theme, applied before first paint) is allowed by its hash.
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': `'self' ${secure ? 'wss:' : 'ws:'}`,
    'media-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  const list = Object.entries(directives).map(([name, value]) => `${name} ${value}`);
  if (secure) list.push('upgrade-insecure-requests');
  return list.join('; ');
}

/**
 * The security headers every answer carries. They never vary per request, so they are built
 * once at start-up (a general-purpose header plugin re-parsed its options on every request,
 * which cost a fifth of the server's time on small answers).
 */
/**
 * JSON endpoints; the API docs page is HTML and keeps the page policy. Two prefix checks, not a
 * regular expression: this runs on every request.
 */
const isApiAnswer = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every answer's security headers, refusals included: the first hook every request passes.
 * `scriptHashes` are the CSP hashes (`sha256-…`) of the inline scripts the web app's page holds.
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean, scriptHashes: readonly string[] = []): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(secure, scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // JSON answers are never rendered as pages: they need only what stops them being sniffed or
  // framed. Read cross-origin they cannot be: the session cookie is SameSite=Lax, so another
  // site's <img>/<script> asks without it, and browsers block sniff-proof JSON in such requests
  // (ORB). Each header costs every API answer ~0.5–1 µs and its bytes (ADR 018).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(secure ? { 'strict-transport-security': headers['strict-transport-security']! } : {}),
  };
  // Built files (scripts, styles, images, lesson media) are never documents, so a policy or
  // framing rule means nothing on them; what stops a script being sniffed or read by another
  // site stays. On a phone at 100 kbit/s the page's ~1 KB of headers on each of its ~30 files
  // was a fifth of a first visit (issue 21).
  const staticHeaders: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    reply.headers(isApiAnswer(url) ? apiHeaders : isStaticFile(url) ? staticHeaders : headers);
    // The request id goes back when the caller sent one (tracing across services) and on every
    // error answer (errors.ts), where a member or operator needs it to find the log lines.
    if (request.headers['x-request-id'] !== undefined) reply.header('x-request-id', request.id);
  });
}
