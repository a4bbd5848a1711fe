import { z } from 'zod';
import { OidcProvider } from './oidc.js';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address'));
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(NAME_MAX, `${label} is too long`);
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const Theme = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof Theme>;
export const Language = z.enum(['en', 'fr']);
export type Language = z.infer<typeof Language>;

/** The signed-in member as the session knows them. */
export const User = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  theme: Theme.nullable(),
  language: Language,
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/**
 * Only the four fields are sent (confirm and terms are checked in the browser), and the referral
 * code of the link the visitor came through, if any (`/register?ref=CODE`, issue 27); a code that
 * matches nobody is ignored.
 */
export const RegisterRequest = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
  ref: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v?.toUpperCase() || undefined),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** The first step passed on an account with two-step sign-in: the code is asked next (the challenge rides in a cookie). */
export const SecondStepNeeded = z.object({ secondStep: z.literal(true) });
export type SecondStepNeeded = z.infer<typeof SecondStepNeeded>;

/** `linked`: this password sign-in (with its second step, if any) also linked the provider the member came from (ADR 064). */
export const SignedInResponse = UserResponse.extend({ linked: OidcProvider.optional() });
export type SignedInResponse = z.infer<typeof SignedInResponse>;

/** What a password or e-mailed-link sign-in answers: the member, or that a code comes next. */
export const LoginResponse = z.union([SignedInResponse, SecondStepNeeded]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * The second step: the 6-digit code of the member's authenticator app, or one of their
 * recovery codes ("abcd-efgh-ijkl"). Spaces and dashes are ignored by the server.
 */
export const SecondStepRequest = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app').max(40, 'This code is too long'),
});
export type SecondStepRequest = z.infer<typeof SecondStepRequest>;

/** A ticked checkbox of a form posted without script sends "on"; an unticked one sends nothing. */
const ticked = z.literal('on').optional();

/**
 * The sign-in form the server renders, posted before the app's script arrived (ADR 049): the
 * request's fields as a form sends them (application/x-www-form-urlencoded).
 */
export const LoginForm = LoginRequest.extend({ rememberMe: ticked.transform((v) => v === 'on') });

/** The registration form the same way: the checks the app makes in the browser are the server's here. */
export const RegisterForm = RegisterRequest.extend({
  confirmPassword: z.string().max(PASSWORD_MAX),
  agreeToTerms: z.unknown().refine((v) => v === 'on', 'Please agree to the terms and conditions'),
}).refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export const ForgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: z.string().min(1, 'Reset link is invalid').max(200),
  password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Asks whether a reset link can still be used, before the member types a new password. */
export const ResetLinkCheckRequest = z.object({ token: z.string().min(1, 'Reset link is invalid').max(200) });
export type ResetLinkCheckRequest = z.infer<typeof ResetLinkCheckRequest>;

export const VerifyEmailRequest = z.object({
  token: z.string().min(1, 'Verification link is invalid').max(200),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** Asks for a one-time sign-in link by e-mail: the owner's way in while password tries are slowed. */
export const SignInLinkRequest = z.object({ email });
export type SignInLinkRequest = z.infer<typeof SignInLinkRequest>;

/** Signs in with the token of an e-mailed sign-in link. */
export const SignInWithLinkRequest = z.object({
  token: z.string().min(1, 'Sign-in link is invalid').max(200),
});
export type SignInWithLinkRequest = z.infer<typeof SignInWithLinkRequest>;

export const PreferencesRequest = z
  .object({ theme: Theme.optional(), language: Language.optional() })
  .refine((v) => v.theme !== undefined || v.language !== undefined, 'Nothing to change');
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;

/** What the browser may know of the server's configuration. */
export const PublicConfig = z.object({
  oauth: z.object({ google: z.boolean(), linkedin: z.boolean() }),
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
