import type { ActivityPage } from '@skilllink/contracts/activity';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { toActivityItem } from './activity.presenter.js';
import * as repo from './activity.repository.js';

// The cursor names the last item of a page by its time and id, base64url-encoded so clients
// treat it as opaque and it travels in a URL as is.
const encodeCursor = (c: repo.ActivityCursor): string => Buffer.from(`${c.createdAt}|${c.id}`).toString('base64url');

function decodeCursor(cursor: string): repo.ActivityCursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  const createdAt = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !id || Number.isNaN(Date.parse(createdAt))) {
    throw new AppError(
      400,
      'validation_failed',
      'before: Invalid cursor',
      { before: 'Invalid cursor' },
      { key: 'validation_failed.cursor' },
    );
  }
  return { createdAt: new Date(createdAt).toISOString(), id };
}

/** One page of the member's own activity; one extra row is read to know whether another follows. */
export async function activityPage(db: DB, userId: string, before: string | undefined, limit: number): Promise<ActivityPage> {
  const rows = await repo.listActivity(db, userId, before ? decodeCursor(before) : undefined, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toActivityItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: toIso(last.createdAt), id: last.id }) : null,
  };
}
