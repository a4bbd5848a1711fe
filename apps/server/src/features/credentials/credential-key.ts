import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that seals the issuer's secret keys (ADR 077): CREDENTIAL_KEY, else one made once and
 * kept in DATA_DIR/credential-key (the demo start, a single machine), with a warning: every
 * process of a deployment must share one, and it must live apart from the database backups.
 */
export function resolveCredentialKey(configured: string | undefined, dataDir: string, warn: (message: string) => void): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'credential-key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same time keeps the first one's key.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  warn(
    `CREDENTIAL_KEY is not set: the credential issuer's keys are sealed with ${file}. In production set CREDENTIAL_KEY, the same on every server.`,
  );
  return readFileSync(file, 'utf8').trim();
}
