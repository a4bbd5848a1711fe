import type { DB } from '../../db/database.js';
import { readSeqSeenBy } from '../../platform/read-receipts.js';
import { recordEvent } from '../../platform/realtime/event-store.js';
import { noConversation } from './conversations.service.js';
import { hidersOf, seen, unchanged } from './message-views.js';
import * as repo from './messaging.repository.js';
import { authorsBetween } from './project-conversations.repository.js';
import { syncMessagesNotification } from './unread-notification.js';

/**
 * Moves my read (or delivered) pointer forward to `seq` (default: the latest) and records
 * `conversation.updated` for both members: receipts for the other, counts for my other tabs.
 */
export async function advance(db: DB, me: string, conversationId: string, pointer: 'readSeq' | 'deliveredSeq', seq?: number) {
  const conversation = await repo.findConversation(db, conversationId);
  const before = await repo.membersOf(db, conversationId, me);
  if (!conversation || !before) throw noConversation();
  const target = Math.min(seq ?? Number(conversation.lastSeq), Number(conversation.lastSeq));
  const current = Number(before.mine[pointer]);
  // Pointers only move forward: an old or repeated receipt changes nothing and tells nobody.
  if (target <= current) {
    return {
      readSeq: Number(before.mine.readSeq),
      unreadTotal: await repo.unreadTotal(db, me),
      outcome: unchanged,
    };
  }
  return db.transaction().execute(async (trx) => {
    await repo.raisePointer(trx, conversationId, me, pointer, target);
    // Read implies delivered.
    if (pointer === 'readSeq') {
      await repo.raisePointer(trx, conversationId, me, 'deliveredSeq', target);
      await repo.recountUnread(trx, conversationId, me);
    }
    const members = (await repo.membersOf(trx, conversationId, me))!;
    const { mine } = members;
    const [myTotal, myUnread] = await Promise.all([repo.unreadTotal(trx, me), repo.unreadByConversation(trx, me, [conversationId])]);
    const common = { type: 'conversation.updated' as const, conversationId };
    const hiders = await hidersOf(trx, members);
    const pointers = seen(members, hiders);
    await recordEvent(trx, me, {
      ...common,
      readSeq: pointers.otherReadSeq,
      deliveredSeq: pointers.otherDeliveredSeq,
      unreadCount: myUnread.get(conversationId) ?? 0,
      unreadTotal: myTotal,
    });
    const told = await receiptGoesTo(trx, conversation, members, pointer, current, target);
    for (const other of told) {
      const theirUnread = await repo.unreadByConversation(trx, other, [conversationId]);
      await recordEvent(trx, other, {
        ...common,
        ...(conversation.projectId ? { memberId: me } : {}),
        readSeq: readSeqSeenBy(other, { userId: me, readSeq: Number(mine.readSeq) }, hiders),
        deliveredSeq: Number(mine.deliveredSeq),
        unreadCount: theirUnread.get(conversationId) ?? 0,
        unreadTotal: await repo.unreadTotal(trx, other),
      });
    }
    const changed = pointer === 'readSeq' && (await syncMessagesNotification(trx, me, myTotal, false)) === 'changed' ? [me] : [];
    return {
      readSeq: Number(mine.readSeq),
      unreadTotal: myTotal,
      outcome: { conversationId, announce: [me, ...told], notificationsChanged: changed },
    };
  });
}

/**
 * Who hears that my pointer moved. The other member of a pair, while we are connected (as a
 * message would reach them), or always in a conversation about an application (ADR 054), whose
 * members need not be. In a project's chat only reads are told, and only to the authors of the
 * messages the read covers who are still on the team: each author's "read by N" stays exact,
 * and a read costs a few events rather than one per member (ADR 058).
 */
async function receiptGoesTo(
  db: DB,
  conversation: { applicationId: string | null; projectId: string | null },
  { mine, others }: repo.Members,
  pointer: 'readSeq' | 'deliveredSeq',
  from: number,
  to: number,
): Promise<string[]> {
  if (conversation.projectId) {
    if (pointer !== 'readSeq') return [];
    const team = new Set(others.map((r) => r.userId));
    return (await authorsBetween(db, mine.conversationId, from, to, mine.userId)).filter((id) => team.has(id));
  }
  const [theirs] = others;
  if (!theirs) return [];
  return conversation.applicationId !== null || (await repo.areConnected(db, mine.userId, theirs.userId)) ? [theirs.userId] : [];
}
