import type { MessageAttachment } from '@skilllink/contracts/message-attachments';
import { MESSAGING_ERRORS, type Message, type MessagesPage } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import { invalidCursor } from '../../platform/cursor.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recordEvents } from '../../platform/realtime/event-store.js';
import { attachToMessage, ofMessages, removeStored, type AttachmentDeps } from './attachments.service.js';
import { deleteOfMessage } from './attachments.repository.js';
import { conversationClosed, noConversation, notConnected } from './conversations.service.js';
import * as repo from './messaging.repository.js';
import { asSeenBy, everyone, hidersOf, seen, unchanged } from './message-views.js';
import { toMessage } from './messaging.presenter.js';
import { healTeam, isArchived, teamUnreadTotals } from './project-conversations.repository.js';
import { projectArchived } from './project-conversations.service.js';
import { syncMessagesNotification } from './unread-notification.js';

const notAuthor = () => new AppError(403, MESSAGING_ERRORS.notAuthor, 'Only the author can change this message');

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
  const files = await ofMessages(
    db,
    items.map((r) => r.id),
  );
  return {
    items: items.map((r) => toMessage(r, me, pointers, files.get(r.id))),
    nextCursor: rows.length > query.limit && items[0] ? String(items[0].seq) : null,
  };
}

/**
 * Stores `message.created` for every member (each as they see it, from the member rows after
 * the message) and the recipients' notifications. `hiders` come from the caller, which answers
 * with the same view: one look-up serves both.
 */
async function recordCreated(
  trx: DB,
  row: repo.MessageRow,
  members: repo.Members,
  hiders: ReadonlySet<string>,
  files: MessageAttachment[],
) {
  const rows = everyone(members);
  const ids = rows.map((r) => r.userId);
  const totals = ids.length > 2 ? await teamUnreadTotals(trx, ids) : await repo.unreadTotals(trx, ids[0]!, ids[1]);
  await recordEvents(
    trx,
    rows.map((r) => [
      r.userId,
      {
        type: 'message.created',
        message: toMessage(row, r.userId, seen(asSeenBy(rows, r), hiders), files),
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
 * unique (sender, client id) index refusing the second insert (before any file is attached, so
 * a retry attaches nothing twice). Its files are the sender's finished uploads (ADR 072).
 */
export async function send(
  db: DB,
  me: string,
  conversationId: string,
  input: { clientId: string; content: string; attachmentIds?: string[] },
) {
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
      const files = await attachToMessage(trx, row.id, me, input.attachmentIds ?? []);
      // Writing back means having seen everything before it, on this device.
      const members = await repo.arrived(trx, conversationId, me, seq);
      const hiders = await hidersOf(trx, members);
      const notificationsChanged = await recordCreated(trx, row, members, hiders, files);
      return {
        message: toMessage(row, me, seen(members, hiders), files),
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
  const files = await ofMessages(db, [row.id]);
  return toMessage(row, viewer, seen(members, await hidersOf(db, members)), files.get(row.id));
}

/** Edits or deletes my message; every member gets `message.updated`. Deleting removes its files, bytes too (`storage`). */
export async function change(
  db: DB,
  me: string,
  messageId: string,
  edit: { content: string } | 'delete',
  storage?: Pick<AttachmentDeps, 'storage' | 'warn'>,
) {
  const row = await repo.findMessage(db, messageId);
  if (!row || !(await repo.membersOf(db, row.conversationId, me)))
    throw new AppError(404, 'not_found', 'This message does not exist', undefined, { key: 'not_found.message' });
  if (row.senderId !== me) throw notAuthor();
  if (row.deletedAt !== null) throw new AppError(409, MESSAGING_ERRORS.deleted, 'This message was deleted');
  const now = new Date().toISOString();
  const changes = edit === 'delete' ? { content: '', deletedAt: now } : { content: edit.content, editedAt: now };
  const changed = await db.transaction().execute(async (trx) => {
    await repo.updateMessage(trx, messageId, changes);
    const gone = edit === 'delete' ? await deleteOfMessage(trx, messageId) : [];
    const files = edit === 'delete' ? [] : ((await ofMessages(trx, [messageId])).get(messageId) ?? []);
    const updated = { ...row, ...changes };
    const members = (await repo.membersOf(trx, row.conversationId, me))!;
    const rows = everyone(members);
    const hiders = await hidersOf(trx, members);
    await recordEvents(
      trx,
      rows.map((r) => [
        r.userId,
        { type: 'message.updated', message: toMessage(updated, r.userId, seen(asSeenBy(rows, r), hiders), files) },
      ]),
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
      gone,
      message: toMessage(updated, me, seen(members, hiders), files),
      outcome: { conversationId: row.conversationId, announce: rows.map((r) => r.userId), notificationsChanged: changed },
    };
  });
  // After commit: bytes no row names any more.
  if (storage) await removeStored(storage, changed.gone);
  return changed;
}
