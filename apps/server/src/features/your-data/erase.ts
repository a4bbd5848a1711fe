import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.js';
import type { Sessions } from '../../platform/auth/session.js';
import type { MemberDataSource } from '../../platform/member-data.js';
import type { Storage } from '../../platform/storage.js';

export interface EraseDeps {
  db: DB;
  storage: Storage;
  sessions: Sessions;
  sources: readonly MemberDataSource[];
  now: () => Date;
}

/** A password nobody knows: the erased row keeps a real hash, so sign-in checks stay uniform. */
const unusablePasswordHash = () => hash(randomBytes(32).toString('base64url'));

/**
 * Erases an account (ADR 062): each area's eraser, then what belongs to the account itself —
 * sessions, links, sign-in history, two-step secrets, blocks, reports it filed, its exports — and
 * last the user row, kept so messages to others keep an author, with every personal field
 * replaced: a unique address nobody can own, a password nobody knows, "Deleted member".
 */
export async function eraseAccount(deps: EraseDeps, memberId: string): Promise<void> {
  const { db, storage } = deps;
  const now = deps.now();
  for (const source of deps.sources) await source.erase({ db, storage, memberId, now });
  await db.deleteFrom('session').where('userId', '=', memberId).execute();
  await deps.sessions.forgetMember(memberId);
  await db.deleteFrom('authToken').where('userId', '=', memberId).execute();
  await db.deleteFrom('signInEvent').where('userId', '=', memberId).execute();
  await db.deleteFrom('emailChange').where('userId', '=', memberId).execute();
  await db.deleteFrom('recoveryCode').where('userId', '=', memberId).execute();
  await db.deleteFrom('signInChallenge').where('userId', '=', memberId).execute();
  await db
    .deleteFrom('memberBlock')
    .where((eb) => eb.or([eb('blockerId', '=', memberId), eb('blockedId', '=', memberId)]))
    .execute();
  await db.deleteFrom('memberReport').where('reporterId', '=', memberId).execute();
  const exports = await db.selectFrom('dataExport').select('storageKey').where('userId', '=', memberId).execute();
  for (const e of exports) if (e.storageKey) await storage.remove(e.storageKey);
  await db.deleteFrom('dataExport').where('userId', '=', memberId).execute();
  await db
    .updateTable('user')
    .set({
      email: `deleted-${memberId}@deleted.invalid`,
      passwordHash: await unusablePasswordHash(),
      firstName: 'Deleted',
      lastName: 'member',
      title: '',
      avatar: null,
      bio: '',
      location: '',
      phone: '',
      website: '',
      linkedin: '',
      github: '',
      theme: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      isVerified: false,
      erasedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', memberId)
    .execute();
  await deps.sessions.forgetMember(memberId);
}
