import { randomInt } from 'node:crypto';

/** 31 characters without look-alikes (no 0/O, 1/I/L): CERTIFICATE_CODE_PATTERN in contracts. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new verification code, SL-XXXX-XXXX-XXXX, from a cryptographic random source: 12 draws
 * from 31 characters is ~59 bits, so codes cannot be guessed or derived from ids and times
 * (the prototype's "SL + course id + timestamp" could). randomInt draws without modulo bias.
 */
export function newCertificateCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SL-${group()}-${group()}-${group()}`;
}
