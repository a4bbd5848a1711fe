import { MESSAGING_ERRORS, type Message, type MessagesPage } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import { invalidCursor } from '../../platform/cursor.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvent, recordEvents } from '../../platform/realtime/event-store.js';
import { conversationClosed, noConversation, notConnected } from './conversations.service.js';
import * as repo from './messaging.repository.js';
import { toMessage, type Pointers } from './messaging.presenter.js';
import { syncMessagesNotification } from './unread-notification.js';

/** What a change means for the realtime channel after its transaction commits. */
export interface Outcome {
  /** The conversation that changed ('' when nothing did). */
  conversationId: string;
  /** Members whose sockets have new stored events to read (and whose cached views are stale). */
  announce: string[];
  /** Members whose notifications changed without a stored event (tell their tabs). */
  notificationsChanged: string[];
}

const unchanged: Outcome = { conversationId: '', announce: [], notificationsChanged: [] };
const notAuthor = () => new AppError(403, MESSAGING_ERRORS.notAuthor, 'Only the author can change this message');

/** The pointers a member sees: their own read pointer, the other member's read and delivered ones. */
const seen = (mine: repo.MemberRow, theirs: repo.MemberRow): Pointers => ({
  myReadSeq: Number(mine.readSeq),
  otherReadSeq: Number(theirs.readSeq),
  otherDeliveredSeq: Number(theirs.deliveredSeq),
});

async function membership(db: DB, conversationId: string, me: string) {
  const members = await repo.membersOf(db, conversationId, me);
  if (!members) throw noConversation();
  return members;
}

/** My messages above my cleared pointer, newest page first (items oldest first). */
export async function page(db: DB, me: string, conversationId: string, query: { before?: string; limit: number }): Promise<MessagesPage> {
  const [mine, theirs] = await membership(db, conversationId, me);
  const before = query.before === undefined ? undefined : Number(query.before);
  if (before !== undefined && !Number.isInteger(before)) throw invalidCursor();
  const rows = await repo.history(db, conversationId, Number(mine.clearedSeq), before, query.limit + 1);
  const items = rows.slice(0, query.limit).reverse();
  const pointers = seen(mine, theirs);
  return {
    items: items.map((r) => toMessage(r, me, pointers)),
    nextCursor: rows.length > query.limit && items[0] ? String(items[0].seq) : null,
  };
}

/**
 * Stores `message.created` for both members (each as they see it, from the member rows after
 * the message) and the recipient's notification.
 */
async function recordCreated(trx: DB, row: repo.MessageRow, [senderRow, recipientRow]: readonly [repo.MemberRow, repo.MemberRow]) {
  const recipient = recipientRow.userId;
  const totals = await repo.unreadTotals(trx, row.senderId, recipient);
  const [senderTotal, recipientTotal] = [totals.get(row.senderId) ?? 0, totals.get(recipient) ?? 0];
  await recordEvents(trx, [
    [
      row.senderId,
      { type: 'message.created', message: toMessage(row, row.senderId, seen(senderRow, recipientRow)), unreadTotal: senderTotal },
    ],
    [
      recipient,
      { type: 'message.created', message: toMessage(row, recipient, seen(recipientRow, senderRow)), unreadTotal: recipientTotal },
    ],
  ]);
  const changed: string[] = [];
  if ((await syncMessagesNotification(trx, recipient, recipientTotal, true)) === 'changed') changed.push(recipient);
  if ((await syncMessagesNotification(trx, row.senderId, senderTotal, false)) === 'changed') changed.push(row.senderId);
  return changed;
}

/**
 * Sends a message: stored once per client id (a retry answers the stored message, `created:
 * false`), only between connections, with the next seq of the conversation. Membership and
 * the connection are checked by the statement that takes the seq; a retry is found by the
 * unique (sender, client id) index refusing the second insert.
 */
export async function send(db: DB, me: string, conversationId: string, input: { clientId: string; content: string }) {
  try {
    return await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const seq = await repo.nextSeq(trx, conversationId, me, now);
      if (seq === undefined) throw await refusal(trx, conversationId, me);
      const row = {
        id: newId(),
        conversationId,
        seq,
        senderId: me,
        clientId: input.clientId,
        content: input.content,
        createdAt: now,
        editedAt: null,
        deletedAt: null,
      } satisfies repo.MessageRow;
      await repo.insertMessage(trx, row);
      // Writing back means having seen everything before it, on this device.
      const members = await repo.arrived(trx, conversationId, me, seq);
      const notificationsChanged = await recordCreated(trx, row, members);
      return {
        message: toMessage(row, me, seen(...members)),
        created: true,
        outcome: { conversationId, announce: [me, members[1].userId], notificationsChanged },
      };
    });
  } catch (error) {
    // A retry (the client id is already stored, maybe by a request racing this one), even after
    // the two stopped being connected: the stored message is the answer.
    const stored = await repo.findByClientId(db, me, input.clientId);
    if (stored?.conversationId === conversationId) return { message: await viewOf(db, stored, me), created: false, outcome: unchanged };
    throw error;
  }
}

/** Why `me` may not write here: not a member, a conversation about an ended application, or no longer connected. */
async function refusal(db: DB, conversationId: string, me: string): Promise<AppError> {
  if (!(await repo.membersOf(db, conversationId, me))) return noConversation();
  return (await repo.findConversation(db, conversationId))?.applicationId ? conversationClosed() : notConnected();
}

async function viewOf(db: DB, row: repo.MessageRow, viewer: string): Promise<Message> {
  const [mine, theirs] = await membership(db, row.conversationId, viewer);
  return toMessage(row, viewer, seen(mine, theirs));
}

/** Edits or deletes my message; both members get `message.updated`. */
export async function change(db: DB, me: string, messageId: string, edit: { content: string } | 'delete') {
  const row = await repo.findMessage(db, messageId);
  if (!row || !(await repo.membersOf(db, row.conversationId, me)))
    throw new AppError(404, 'not_found', 'This message does not exist', undefined, { key: 'not_found.message' });
  if (row.senderId !== me) throw notAuthor();
  if (row.deletedAt !== null) throw new AppError(409, MESSAGING_ERRORS.deleted, 'This message was deleted');
  const now = new Date().toISOString();
  const changes = edit === 'delete' ? { content: '', deletedAt: now } : { content: edit.content, editedAt: now };
  return db.transaction().execute(async (trx) => {
    await repo.updateMessage(trx, messageId, changes);
    const updated = { ...row, ...changes };
    const [mine, theirs] = (await repo.membersOf(trx, row.conversationId, me))!;
    await recordEvent(trx, me, { type: 'message.updated', message: toMessage(updated, me, seen(mine, theirs)) });
    await recordEvent(trx, theirs.userId, { type: 'message.updated', message: toMessage(updated, theirs.userId, seen(theirs, mine)) });
    const changed: string[] = [];
    // A deleted unread message no longer counts.
    if (edit === 'delete') {
      await repo.recountUnread(trx, row.conversationId, theirs.userId);
      const total = await repo.unreadTotal(trx, theirs.userId);
      if ((await syncMessagesNotification(trx, theirs.userId, total, false)) === 'changed') changed.push(theirs.userId);
    }
    return {
      message: toMessage(updated, me, seen(mine, theirs)),
      outcome: { conversationId: row.conversationId, announce: [me, theirs.userId], notificationsChanged: changed },
    };
  });
}

/**
 * Moves my read (or delivered) pointer forward to `seq` (default: the latest) and records
 * `conversation.updated` for both members: receipts for the other, counts for my other tabs.
 */
export async function advance(db: DB, me: string, conversationId: string, pointer: 'readSeq' | 'deliveredSeq', seq?: number) {
  const conversation = await repo.findConversation(db, conversationId);
  const before = await repo.membersOf(db, conversationId, me);
  if (!conversation || !before) throw noConversation();
  const target = Math.min(seq ?? Number(conversation.lastSeq), Number(conversation.lastSeq));
  const current = Number(before[0][pointer]);
  // Pointers only move forward: an old or repeated receipt changes nothing and tells nobody.
  if (target <= current) {
    return {
      readSeq: Number(before[0].readSeq),
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
    const [mine, theirs] = (await repo.membersOf(trx, conversationId, me))!;
    const [myTotal, myUnread] = await Promise.all([repo.unreadTotal(trx, me), repo.unreadByConversation(trx, me, [conversationId])]);
    const common = { type: 'conversation.updated' as const, conversationId };
    await recordEvent(trx, me, {
      ...common,
      readSeq: Number(theirs.readSeq),
      deliveredSeq: Number(theirs.deliveredSeq),
      unreadCount: myUnread.get(conversationId) ?? 0,
      unreadTotal: myTotal,
    });
    // A receipt reaches the other member only while we are connected (like a message would), or
    // always in a conversation about an application (ADR 054), whose members need not be.
    const reaches = conversation.applicationId !== null || (await repo.areConnected(trx, me, theirs.userId));
    const told = reaches ? [theirs.userId] : [];
    for (const other of told) {
      const theirUnread = await repo.unreadByConversation(trx, other, [conversationId]);
      await recordEvent(trx, other, {
        ...common,
        readSeq: Number(mine.readSeq),
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
