/**
 * Plain constants of referrals (issue 27, ADR 069), free of zod so the web app can import them
 * without the schema library. referrals.ts re-exports them for the server.
 */

/** §9's on-screen rules: points per completed referral, and a bonus (and badge) at a count. */
export const REFERRAL_POINTS = 25;
export const REFERRAL_BONUS_POINTS = 100;
export const REFERRAL_BONUS_AT = 10;
/** Direct invitations one member may send in 24 hours. */
export const REFERRAL_INVITES_PER_DAY = 20;
/** Reminders follow an unanswered invitation this many days after it was sent (at most these two). */
export const REFERRAL_REMINDER_DAYS = [3, 7] as const;
/** "FIRSTNAME" + 6 random upper-case letters; a first name with no Latin letters gives "MEMBER". */
export const REFERRAL_CODE_RANDOM = 6;
export const REFERRAL_CODE_PATTERN = /^[A-Z]{1,24}[A-Z]{6}$/;
export const REFERRAL_NAME_MAX = 100;
export const REFERRAL_NOTE_MAX = 500;
/** Redeeming: a profile highlight costs this many points and lasts this many days (ADR 069). */
export const HIGHLIGHT_COST = 100;
export const HIGHLIGHT_DAYS = 30;
