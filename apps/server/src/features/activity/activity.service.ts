import type { ActivityPage } from '@skilllink/contracts/activity';
import type { DB } from '../../db/database.js';
import { toActivityItem } from './activity.presenter.js';
import * as repo from './activity.repository.js';

/**
 * One page of the member's own activity. The cursor is the id of the last item the client
 * has; one extra row is read to know whether another page follows.
 */
export async function activityPage(db: DB, userId: string, before: string | undefined, limit: number): Promise<ActivityPage> {
  const rows = await repo.listActivity(db, userId, before, limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map(toActivityItem),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
