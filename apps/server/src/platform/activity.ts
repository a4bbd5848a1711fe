import type { ActivityType } from '../db/schema.js';
import type { DB } from '../db/database.js';
import { newId } from './ids.js';

/**
 * The activity log every area writes to when a member does something worth showing on their
 * dashboard's Recent Activity. Call it inside the transaction of the change itself,
 * so the log never shows something that was rolled back.
 */
export async function recordActivity(
  db: DB,
  entry: { userId: string; type: ActivityType; subject: string; link?: string | null; at?: string },
): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      id: newId(),
      userId: entry.userId,
      type: entry.type,
      subject: entry.subject,
      link: entry.link ?? null,
      createdAt: entry.at ?? new Date().toISOString(),
    })
    .execute();
}
