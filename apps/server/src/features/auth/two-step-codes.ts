import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from '../../platform/ids.js';

/** The authenticator app's time step: the RFC 6238 default every app uses. */
const PERIOD_S = 30;
const ISSUER = 'SkillLink';
export const RECOVERY_CODE_COUNT = 10;
// 32 letters and digits, so each random byte's low 5 bits pick one without bias; 12 of them
// make 60 random bits a code, too many to guess, so a fast hash (sha-256) is enough to store them.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 12;

export const newTotpSecret = (): string => generateSecret();

/** What the app scans: "SkillLink (ama@example.com)" with the secret. */
export const otpauthUri = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret });

export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/** "123 456" and "abcd-efgh-ijkl" as typed, without spaces, dashes or capitals. */
export const compactCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (compact: string): boolean => /^\d{6}$/.test(compact);

export type TotpCheck = { ok: true; step: number } | { ok: false; replay: boolean };

/**
 * A code of the step now or one step either side (phones' clocks drift). A step at or before
 * `lastStep` was used already: the same code is refused as a replay, said apart from a wrong
 * one so the member knows to wait for the next code.
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null, now: Date): Promise<TotpCheck> {
  const epoch = Math.floor(now.getTime() / 1000);
  const window = { secret, token: code, epoch, epochTolerance: PERIOD_S };
  // otplib refuses an afterTimeStep beyond the window's last step; no code can pass then anyway.
  const latest = Math.floor(epoch / PERIOD_S) + 1;
  if (lastStep === null || lastStep < latest) {
    const fresh = await verify(lastStep === null ? window : { ...window, afterTimeStep: lastStep });
    // TOTP results carry the step they matched (the union type also covers HOTP's).
    if (fresh.valid && 'timeStep' in fresh) return { ok: true, step: fresh.timeStep };
  }
  if (lastStep === null) return { ok: false, replay: false };
  return { ok: false, replay: (await verify(window)).valid };
}

/** Ten new codes, "abcd-efgh-ijkl": shown to the member once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(RECOVERY_LENGTH)].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

export const hashRecoveryCode = (code: string): string => hashToken(compactCode(code));
