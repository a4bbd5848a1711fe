/**
 * Files the server sends as they are built or shipped: the web app's hashed assets and the
 * sample lesson media. They are never pages and never state-changing, so they get neither the
 * page's headers nor the CSRF cookie (security-headers.ts, csrf.ts). Two prefix checks, not a
 * regular expression: this runs on every request.
 */
export const isStaticFile = (url: string): boolean => url.startsWith('/assets/') || url.startsWith('/media/');
