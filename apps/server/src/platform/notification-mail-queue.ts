import { preferenceKeyOf, type NotificationKind, type NotificationType } from '@skilllink/contracts/notifications';
import { toBool, type DB } from '../db/database.js';

/**
 * Kinds the member hears about as soon as they have been away a while (ADR 065; an applicant's
 * status change too, issue 22 §6); the rest wait for their digest.
 */
const IMMEDIATE_KINDS: ReadonlySet<string> = new Set<NotificationKind>([
  'messages.unread',
  'job.application_received',
  'job.application_status',
]);

/** Whether the member wants e-mails about this kind (a switch never set is on; `system` is never mailed here). */
export async function wantsEmail(db: DB, userId: string, type: NotificationType): Promise<boolean> {
  const key = preferenceKeyOf(type);
  if (!key) return false;
  const row = await db
    .selectFrom('notificationEmailPreference')
    .select('enabled')
    .where('userId', '=', userId)
    .where('type', '=', key)
    .executeTakeFirst();
  return row ? toBool(row.enabled) : true;
}

/**
 * Puts a stored notification in line for an e-mail, in the caller's transaction (so a
 * rolled-back change mails nothing). What the mail says is read from the notification when it
 * is sent: a `messages` notification renewed meanwhile is mailed once, with its latest count.
 */
export async function queueForMail(
  db: DB,
  n: { notificationId: string; userId: string; type: NotificationType; kind: NotificationKind; at: string },
): Promise<void> {
  if (!(await wantsEmail(db, n.userId, n.type))) return;
  const immediate = n.type === 'message' || n.type === 'messages' || IMMEDIATE_KINDS.has(n.kind);
  if (!immediate) {
    const setting = await db.selectFrom('notificationMailSetting').select('digest').where('userId', '=', n.userId).executeTakeFirst();
    if (setting?.digest === 'off') return;
  }
  await db
    .insertInto('notificationMailQueue')
    .values({ notificationId: n.notificationId, userId: n.userId, type: n.type, immediate, createdAt: n.at })
    .onConflict((oc) => oc.column('notificationId').doNothing())
    .execute();
}
