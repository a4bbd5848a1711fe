import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';
import { Language } from './auth.js';
import { TimeZoneName } from './calendar.js';

/** Settings → Account and Security (issue 25 §1–2). */

const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const currentPassword = z.string().min(1, 'Enter your current password').max(PASSWORD_MAX);
const token = z.string().min(1, 'This link is invalid').max(200);

export const Account = z.object({
  email: z.string(),
  /** An address waiting for its verification link to be opened. */
  pendingEmail: z.string().nullable(),
  language: Language,
  timeZone: z.string(),
  twoStep: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
});
export type Account = z.infer<typeof Account>;

export const AccountResponse = z.object({ account: Account });
export type AccountResponse = z.infer<typeof AccountResponse>;

export const AccountUpdate = z
  .object({ language: Language.optional(), timeZone: TimeZoneName.optional() })
  .refine((v) => v.language !== undefined || v.timeZone !== undefined, 'Nothing to change');
export type AccountUpdate = z.infer<typeof AccountUpdate>;

export const PasswordChange = z.object({ currentPassword, newPassword });
export type PasswordChange = z.infer<typeof PasswordChange>;

export const EmailChangeRequest = z.object({
  newEmail: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  password: currentPassword,
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

/** The token of a link e-mailed about an address change (verify at the new one, undo at the old one). */
export const EmailChangeLink = z.object({ token });
export type EmailChangeLink = z.infer<typeof EmailChangeLink>;

/** The new address's link was opened: the account's address is now `email`. */
export const EmailChangeConfirmed = z.object({ message: z.string(), email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmed>;

/** The old address's link: `cancelled` before the change, `reverted` after it (every session ended). */
export const EmailChangeUndone = z.object({ message: z.string(), outcome: z.enum(['cancelled', 'reverted']) });
export type EmailChangeUndone = z.infer<typeof EmailChangeUndone>;

/** Where a member is signed in. `device` and `browser` come from the user agent; `place` only with a GeoIP database. */
export const ActiveSession = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  ip: z.string().nullable(),
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionsResponse = z.object({ sessions: z.array(ActiveSession) });
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;

export const SessionParams = z.object({ id: z.string().min(1).max(64) });

export const EndedSessionsResponse = z.object({ ended: z.number().int() });
export type EndedSessionsResponse = z.infer<typeof EndedSessionsResponse>;

export const SIGN_IN_METHODS = ['password', 'link', 'second_step', 'oidc'] as const;
export const SIGN_IN_OUTCOMES = ['succeeded', 'wrong_password', 'second_step_needed', 'wrong_code'] as const;

/** One attempt to sign in to the account, kept 90 days. */
export const SignInEvent = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  place: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  method: z.enum(SIGN_IN_METHODS),
  outcome: z.enum(SIGN_IN_OUTCOMES),
});
export type SignInEvent = z.infer<typeof SignInEvent>;

export const SignInHistoryResponse = z.object({ events: z.array(SignInEvent) });
export type SignInHistoryResponse = z.infer<typeof SignInHistoryResponse>;

/** How long the history keeps an attempt. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** Two-step sign-in: starting, stopping it and new recovery codes each ask for the current password again. */
export const TwoStepPassword = z.object({ password: currentPassword });
export type TwoStepPassword = z.infer<typeof TwoStepPassword>;

/** The secret for the authenticator app: scanned from the QR code (an SVG of `otpauthUri`) or typed in. */
export const TwoStepSetup = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type TwoStepSetup = z.infer<typeof TwoStepSetup>;

/** The code the app shows once it holds the secret: proof that setting up worked. */
export const TwoStepEnable = z.object({
  // Apps show it as "123 456": the space is allowed and ignored.
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, 'Enter the 6-digit code from your authenticator app'),
});
export type TwoStepEnable = z.infer<typeof TwoStepEnable>;

/** Ten one-time codes for when the phone is lost; shown this once, stored hashed. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;
