import type { ActivityPage } from '@skilllink/contracts/activity';
import { toIso, type DB } from '../../db/database.js';
import { decodeCursor, encodeCursor } from '../../platform/cursor.js';
import { toActivityItem } from './activity.presenter.js';
import * as repo from './activity.repository.js';

/** One page of the member's own activity; one extra row is read to know whether another follows. */
export async function activityPage(db: DB, userId: string, before: string | undefined, limit: number): Promise<ActivityPage> {
  const rows = await repo.listActivity(db, userId, decodeCursor(before), limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toActivityItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: toIso(last.createdAt), id: last.id }) : null,
  };
}
