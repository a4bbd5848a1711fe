import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The issuer's secret keys rest in the database sealed with AES-256-GCM under a key derived from
// CREDENTIAL_KEY (ADR 077): a copy of the database alone cannot sign credentials.

const keyFrom = (credentialKey: string): Buffer => createHash('sha256').update(`skilllink credential key\0${credentialKey}`).digest();

/** iv.tag.ciphertext, each base64url. */
export function seal(credentialKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(credentialKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Throws when the key is not the one that sealed it (a changed CREDENTIAL_KEY). */
export function open(credentialKey: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('sealed key is malformed');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(credentialKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
