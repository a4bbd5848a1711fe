/**
 * Plain constants of companies (issue 22 item 2), free of zod so the web app can import them
 * without the schema library. companies.ts re-exports them for the server.
 */

export const COMPANY_ROLES = ['manager', 'recruiter'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_LOCATION_MAX = 100;
export const COMPANY_WEBSITE_MAX = 200;
/** Managers and recruiters together: a hiring team, not a directory. */
export const COMPANY_MEMBERS_MAX = 20;
/** A logo is a PNG, JPEG or WebP image of at most this many bytes (2 MB), checked by its content. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The connections offered when adding a recruiter, best name match first. */
export const RECRUITER_CANDIDATES_MAX = 20;
export const RECRUITER_QUERY_MAX = 60;

/** True for an absolute https:// address with a real host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
