import { MESSAGING_ERRORS, type Message, type MessagesPage } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import { invalidCursor } from '../../platform/cursor.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { receiptHiders, readSeqSeenBy } from '../../platform/read-receipts.js';
import { recordEvent, recordEvents } from '../../platform/realtime/event-store.js';
import { conversationClosed, noConversation, notConnected } from './conversations.service.js';
import * as repo from './messaging.repository.js';
import { toMessage, type Pointers } from './messaging.presenter.js';
import { authorsBetween, healTeam, isArchived, teamUnreadTotals } from './project-conversations.repository.js';
import { projectArchived } from './project-conversations.service.js';
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

/**
 * The pointers a member sees: their own read pointer, the other members' read and delivered
 * ones — the lowest of them in a project's chat, so "read" means read by everyone else.
 */
const seen = ({ mine, others }: repo.Members, hiders: ReadonlySet<string>): Pointers => ({
  myReadSeq: Number(mine.readSeq),
  otherReadSeq: lowest(others.map((r) => readSeqSeenBy(mine.userId, { userId: r.userId, readSeq: Number(r.readSeq) }, hiders))),
  otherDeliveredSeq: lowest(others.map((r) => Number(r.deliveredSeq))),
});
/** Who of these members hides read receipts. */
const hidersOf = (db: DB, members: repo.Members) =>
  receiptHiders(
    db,
    everyone(members).map((r) => r.userId),
  );
const lowest = (seqs: number[]) => (seqs.length ? Math.min(...seqs) : 0);
/** The members as `row`'s member sees them. */
const asSeenBy = (rows: repo.MemberRow[], row: repo.MemberRow): repo.Members => ({ mine: row, others: rows.filter((r) => r !== row) });
const everyone = ({ mine, others }: repo.Members) => [mine, ...others];

async function membership(db: DB, conversationId: string, me: string) {
  const members = await repo.membersOf(db, conversationId, me);
  if (!members) throw noConversation();
  return members;
}

/** My messages above my cleared pointer, newest page first (items oldest first). */
export async function page(db: DB, me: string, conversationId: string, query: { before?: string; limit: number }): Promise<MessagesPage> {
  const members = await membership(db, conversationId, me);
  const before = query.before === undefined ? undefined : Number(query.before);
  if (before !== undefined && !Number.isInteger(before)) throw invalidCursor();
  const rows = await repo.history(db, conversationId, Number(members.mine.clearedSeq), before, query.limit + 1);
  const items = rows.slice(0, query.limit).reverse();
  const pointers = seen(members, await hidersOf(db, members));
  return {
    items: items.map((r) => toMessage(r, me, pointers)),
    nextCursor: rows.length > query.limit && items[0] ? String(items[0].seq) : null,
  };
}

/**
 * Stores `message.created` for every member (each as they see it, from the member rows after
 * the message) and the recipients' notifications. `hiders` come from the caller, which answers
 * with the same view: one look-up serves both.
 */
async function recordCreated(trx: DB, row: repo.MessageRow, members: repo.Members, hiders: ReadonlySet<string>) {
  const rows = everyone(members);
  const ids = rows.map((r) => r.userId);
  const totals = ids.length > 2 ? await teamUnreadTotals(trx, ids) : await repo.unreadTotals(trx, ids[0]!, ids[1]);
  await recordEvents(
    trx,
    rows.map((r) => [
      r.userId,
      {
        type: 'message.created',
        message: toMessage(row, r.userId, seen(asSeenBy(rows, r), hiders)),
        unreadTotal: totals.get(r.userId) ?? 0,
      },
    ]),
  );
  const changed: string[] = [];
  for (const r of rows) {
    const recipient = r.userId !== row.senderId;
    if ((await syncMessagesNotification(trx, r.userId, totals.get(r.userId) ?? 0, recipient)) === 'changed') changed.push(r.userId);
  }
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
      const projectId = (await repo.findConversation(trx, conversationId))?.projectId;
      if (projectId) await healTeam(trx, conversationId, projectId, seq);
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
      const hiders = await hidersOf(trx, members);
      const notificationsChanged = await recordCreated(trx, row, members, hiders);
      return {
        message: toMessage(row, me, seen(members, hiders)),
        created: true,
        outcome: { conversationId, announce: everyone(members).map((r) => r.userId), notificationsChanged },
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

/**
 * Why `me` may not write here: not a member (nor, in a project's chat, on its team any more), a
 * conversation about an ended application or of an archived project, or no longer connected.
 */
async function refusal(db: DB, conversationId: string, me: string): Promise<AppError> {
  if (!(await repo.membersOf(db, conversationId, me))) return noConversation();
  const conversation = await repo.findConversation(db, conversationId);
  if (conversation?.projectId) return (await isArchived(db, conversation.projectId)) ? projectArchived() : noConversation();
  return conversation?.applicationId ? conversationClosed() : notConnected();
}

async function viewOf(db: DB, row: repo.MessageRow, viewer: string): Promise<Message> {
  const members = await membership(db, row.conversationId, viewer);
  return toMessage(row, viewer, seen(members, await hidersOf(db, members)));
}

/** Edits or deletes my message; every member gets `message.updated`. */
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
    const members = (await repo.membersOf(trx, row.conversationId, me))!;
    const rows = everyone(members);
    const hiders = await hidersOf(trx, members);
    await recordEvents(
      trx,
      rows.map((r) => [r.userId, { type: 'message.updated', message: toMessage(updated, r.userId, seen(asSeenBy(rows, r), hiders)) }]),
    );
    const changed: string[] = [];
    // A deleted unread message no longer counts.
    if (edit === 'delete') {
      for (const other of members.others) {
        await repo.recountUnread(trx, row.conversationId, other.userId);
        const total = await repo.unreadTotal(trx, other.userId);
        if ((await syncMessagesNotification(trx, other.userId, total, false)) === 'changed') changed.push(other.userId);
      }
    }
    return {
      message: toMessage(updated, me, seen(members, hiders)),
      outcome: { conversationId: row.conversationId, announce: rows.map((r) => r.userId), notificationsChanged: changed },
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
