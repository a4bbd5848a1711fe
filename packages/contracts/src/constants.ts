/**
 * Plain constants shared by server and browser. Kept free of zod so the web app can import
 * them without pulling the schema library into pages that do not validate.
 */

/** Name of the double-submit CSRF cookie and the header that must echo it. */
export const CSRF_COOKIE = 'sl_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Password rule (docs/decisions/004-password-rule.md). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;
