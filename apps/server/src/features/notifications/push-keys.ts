import { createECDH } from 'node:crypto';
import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import { serverSecret } from '../../platform/server-secret.js';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers pass as `applicationServerKey`. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

/**
 * The deployment's VAPID key pair (RFC 8292), made at first use and kept in the database like
 * every server secret, so every process signs with the same key and subscriptions survive
 * restarts. The 32 random bytes are the private scalar: one in 2^32 such values is beyond the
 * curve's order and would be refused by setPrivateKey, which then fails loudly at start.
 */
export async function vapidKeys(db: DB): Promise<VapidKeys> {
  const secret = await serverSecret(db, 'vapid-p256');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') };
}

/**
 * How push services reach the operator (RFC 8292 `sub`: mailto: or https:): the public site when
 * it is https, else the sender address of our mails.
 */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}
