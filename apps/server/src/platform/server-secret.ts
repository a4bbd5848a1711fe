import { randomBytes } from 'node:crypto';
import type { DB } from '../db/database.js';

const cache = new WeakMap<DB, Map<string, Promise<Buffer>>>();

/**
 * A secret of the deployment (the key that signs file links), made on first use and kept in the
 * database: every server process of a deployment reads the same one, and no operator has to
 * invent, share and rotate one more setting. Read once per process.
 */
export function serverSecret(db: DB, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = load(db, name);
    // A failed read (database down) is tried again on the next call.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

async function load(db: DB, name: string): Promise<Buffer> {
  // Two processes starting together may both insert: the first wins, both read the winner.
  await db
    .insertInto('serverSecret')
    .values({ name, secret: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecret').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}
