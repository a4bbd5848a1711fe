import type { DB } from '../db/database.js';
import { toIso } from '../db/database.js';

// Profile highlights (ADR 069): bought with referral points, shown on the member's profile and
// ranked first among equals in Discover. The referrals area writes them; these reads are shared.

/** Until when the member's highlight shows, or null when none is on at `now`. */
export async function highlightUntil(db: DB, userId: string, now: Date): Promise<string | null> {
  const row = await db.selectFrom('memberHighlight').select('until').where('userId', '=', userId).executeTakeFirst();
  const until = row ? toIso(row.until) : null;
  return until && until > now.toISOString() ? until : null;
}

/** Which of these members have a highlight on at `now`. */
export async function highlightedAmong(db: DB, userIds: readonly string[], now: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('memberHighlight')
    .select('userId')
    .where('userId', 'in', [...userIds])
    .where('until', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.userId));
}
