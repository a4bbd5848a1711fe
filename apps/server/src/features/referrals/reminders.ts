import { REFERRAL_REMINDER_DAYS } from '@skilllink/contracts/referrals';
import { toIso } from '../../db/database.js';
import { mailInvitation } from './invitations.service.js';
import type { ReferralDeps } from './referrals.deps.js';

const DAY = 86_400_000;
/** Invitations claimed per statement, so one tick never holds a long write. */
const BATCH = 100;
/** How often due reminders are looked for: one goes out at most this late. */
export const REMINDER_TICK_MS = 15 * 60_000;

/**
 * Sends the reminders that are due (issue 27 §2): at most two per invitation, 3 and 7 days after
 * it, and none once the person joined, declined or is on the do-not-invite list. Each is claimed
 * with a conditional update (the reminder's time must still be the one read), which one statement
 * wins whichever server process runs the sweep, so a reminder goes out once.
 */
export async function sendDueReminders(deps: ReferralDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (;;) {
    const due = await deps.db
      .selectFrom('referral')
      .select(['id', 'referrerId', 'name', 'email', 'emailKey', 'note', 'remindersSent', 'nextReminderAt', 'invitedAt'])
      .where('status', '=', 'pending')
      .where('source', '=', 'invitation')
      .where('nextReminderAt', '<=', now.toISOString())
      .orderBy('nextReminderAt')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const count = row.remindersSent + 1;
      const later = REFERRAL_REMINDER_DAYS[count];
      const next = later === undefined ? null : new Date(new Date(toIso(row.invitedAt)).getTime() + later * DAY).toISOString();
      const claimed = await deps.db
        .updateTable('referral')
        .set({ remindersSent: count, nextReminderAt: next })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where('nextReminderAt', '=', toIso(row.nextReminderAt!))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || !row.email || !row.emailKey) continue;
      const invitation = { id: row.id, email: row.email, name: row.name, note: row.note, emailKey: row.emailKey };
      if (await mailInvitation(deps, { ...invitation, referrerId: row.referrerId, reminder: true })) sent += 1;
    }
    if (due.length < BATCH) return sent;
  }
}
