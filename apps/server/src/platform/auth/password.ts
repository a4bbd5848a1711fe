import { verify } from '@node-rs/argon2';
import { AppError } from '../errors.js';

/**
 * The password hash of an account created through Google or LinkedIn (ADR 064). Argon2 hashes
 * start with '$', so no password matches it — and argon2's verify would throw on it, hence the
 * check here before verifying.
 */
export const NO_PASSWORD = '!oidc';

export const hasPassword = (passwordHash: string): boolean => !passwordHash.startsWith('!');

/** argon2 verify that answers false, never throws, for an account without a password. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hasPassword(passwordHash) && verify(passwordHash, password);
}

/** What a step that asks for the current password answers when the account has none yet. */
export const passwordNotSet = (field = 'password') => {
  const message = 'This account has no password yet. Set one with “Forgot password?” on the sign-in page first';
  return new AppError(400, 'password_not_set', message, { [field]: message });
};
