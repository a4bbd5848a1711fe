import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { countUnread } from '../../platform/notifications.js';
import type { Outcome } from './messages.service.js';

/**
 * After a change commits: the members' sockets (on every process) read their new stored
 * events, and tabs whose notifications changed without one refresh their bell.
 */
export async function publish(app: FastifyInstance, db: DB, outcome: Outcome): Promise<void> {
  if (outcome.announce.length) app.realtime.announce(outcome.announce);
  for (const id of outcome.notificationsChanged) {
    app.realtime.send([id], { type: 'notifications.changed', unreadCount: await countUnread(db, id) });
  }
}
