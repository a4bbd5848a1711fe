import type { DB } from '../../db/database.js';
import type { MailStatus } from '../../db/schema.js';

export interface OutboxMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
}

export async function insertMail(db: DB, mail: OutboxMail, status: MailStatus): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({ ...mail, status, error: null, sentAt: null })
    .execute();
}

export async function markMail(db: DB, id: string, status: MailStatus, error: string | null): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status, error, sentAt: status === 'sent' ? new Date().toISOString() : null })
    .where('id', '=', id)
    .execute();
}

export function latestMails(db: DB, limit: number) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'status', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
