import type { DB } from '../../db/database.js';
import type { MailStatus } from '../../db/schema.js';

export interface OutboxMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertMail(db: DB, mail: OutboxMail, status: MailStatus): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({ ...mail, status, error: null, sentAt: null })
    .execute();
}

/** Records the delivery outcome and replaces the stored bodies with copies whose link is removed. */
export async function markMail(
  db: DB,
  id: string,
  outcome: { status: MailStatus; error: string | null; at: string; textBody: string; htmlBody: string },
): Promise<void> {
  const { status, error, at, textBody, htmlBody } = outcome;
  await db
    .updateTable('mailOutbox')
    .set({ status, error, sentAt: status === 'sent' ? at : null, textBody, htmlBody })
    .where('id', '=', id)
    .execute();
}

/** Deletes mail whose link no longer works; returns how many rows went. */
export async function deleteExpiredMails(db: DB, now: string): Promise<number> {
  const result = await db.deleteFrom('mailOutbox').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function latestMails(db: DB, limit: number, now: string) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'status', 'createdAt'])
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
