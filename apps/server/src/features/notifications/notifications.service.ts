import {
  NotificationKind,
  type Notification,
  type NotificationsPage,
  type NotificationTextParams,
} from '@skilllink/contracts/notifications';
import { toBool, toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './notifications.repository.js';

const notFound = () => new AppError(404, 'not_found', 'Notification not found', undefined, { key: 'not_found.notification' });

function parseData(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function parseParams(json: string): NotificationTextParams {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
    );
  } catch {
    return {};
  }
}

/**
 * The one place a notification row becomes the API's Notification: a kind and its parameters,
 * or, for an old row that could not be mapped to a kind, its stored text as the fallback.
 */
function toNotification(row: repo.NotificationRow): Notification {
  const kind = NotificationKind.safeParse(row.kind);
  return {
    id: row.id,
    type: row.type,
    kind: kind.success ? kind.data : null,
    params: kind.success ? parseParams(row.params) : {},
    fallback: kind.success ? null : { title: row.title, message: row.message },
    data: parseData(row.data),
    isRead: toBool(row.isRead),
    createdAt: toIso(row.createdAt),
  };
}

export async function page(db: DB, userId: string, q: { before?: string; limit: number; unread: boolean }): Promise<NotificationsPage> {
  const [rows, unreadCount] = await Promise.all([
    repo.listNotifications(db, userId, { before: q.before, limit: q.limit, unreadOnly: q.unread }),
    repo.countUnread(db, userId),
  ]);
  const items = rows.slice(0, q.limit).map(toNotification);
  return { items, nextCursor: rows.length > q.limit ? (items.at(-1)?.id ?? null) : null, unreadCount };
}

/** Marking one read is idempotent for its owner; anyone else's id answers 404. */
export async function markOneRead(db: DB, userId: string, id: string): Promise<number> {
  if (!(await repo.ownsNotification(db, userId, id))) throw notFound();
  await repo.markRead(db, userId, id);
  return repo.countUnread(db, userId);
}

export async function markAllRead(db: DB, userId: string): Promise<number> {
  await repo.markRead(db, userId);
  return 0;
}

export async function remove(db: DB, userId: string, id: string): Promise<void> {
  if ((await repo.deleteNotification(db, userId, id)) === 0) throw notFound();
}
