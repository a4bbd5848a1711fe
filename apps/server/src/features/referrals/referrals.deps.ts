import type { LiveEvent } from '@skilllink/contracts/realtime';
import type { DB } from '../../db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MemberCaches } from '../../platform/member-cache.js';

export interface ReferralDeps {
  db: DB;
  caches: MemberCaches;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** The realtime hub's send: tells a referrer's open tabs to read their referrals again. */
  send: (memberIds: readonly string[], event: LiveEvent) => void;
}

/** After a change to these referrers' referrals is committed: their bell (stored notices) and the Referrals screen, live. */
export async function tellReferrers(deps: Pick<ReferralDeps, 'caches' | 'send'>, referrerIds: string[]): Promise<void> {
  const ids = [...new Set(referrerIds)];
  if (ids.length === 0) return;
  await deps.caches.memberChanged(...ids);
  deps.send(ids, { type: 'referrals.changed' });
}
