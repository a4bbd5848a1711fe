import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { MemberCache, MemberCaches } from '../../platform/member-cache.js';
import { countUnread } from '../../platform/notifications.js';
import type { Outcome } from './message-views.js';

/** The scope of messaging's own caches (MemberCaches.changed drops only these). */
export const CACHE_SCOPE = 'messaging';
/**
 * A list page's or history page's JSON, written once per change rather than per request, and
 * kept encoded: a string of ~15 KB would be measured and encoded again on every answer.
 */
export type CachedJson = { json: Buffer };
export type JsonCache = MemberCache<CachedJson>;

/** Cache key of a member's newest history page of a conversation (member ids key their list). */
export const historyKey = (memberId: string, conversationId: string) => `${memberId}|${conversationId}`;

export interface MessagingContext {
  app: FastifyInstance;
  db: DB;
  caches?: MemberCaches;
}

/** These members' cached list and history pages of the conversation are stale, on every process. */
export async function forget(ctx: MessagingContext, memberIds: readonly string[], conversationId: string): Promise<void> {
  await ctx.caches?.changed(CACHE_SCOPE, ...memberIds, ...memberIds.map((m) => historyKey(m, conversationId)));
}

/**
 * After a change commits: cached pages are dropped, the members' sockets (on every process)
 * read their new stored events, and tabs whose notifications changed without one refresh
 * their bell.
 */
export async function publish(ctx: MessagingContext, outcome: Outcome): Promise<void> {
  if (outcome.announce.length) {
    await forget(ctx, outcome.announce, outcome.conversationId);
    ctx.app.realtime.announce(outcome.announce);
  }
  for (const id of outcome.notificationsChanged) {
    ctx.app.realtime.send([id], { type: 'notifications.changed', unreadCount: await countUnread(ctx.db, id) });
  }
}
