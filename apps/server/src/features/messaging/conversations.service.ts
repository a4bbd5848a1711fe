import { MESSAGING_ERRORS, MESSAGING_TEXTS, type Conversation, type ConversationsPage } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import { decodeCursor, encodeCursor } from '../../platform/cursor.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { receiptHiders, readSeqSeenBy } from '../../platform/read-receipts.js';
import { onlineFor } from '../../platform/realtime/visible-presence.js';
import { ofMessages } from './attachments.service.js';
import { aboutOf } from './conversation-about.js';
import { findListed, listConversations, type ListedConversation } from './conversations.repository.js';
import * as repo from './messaging.repository.js';
import { toConversation } from './messaging.presenter.js';
import { teamViews } from './project-conversations.service.js';
import { syncMessagesNotification } from './unread-notification.js';

export const noConversation = () =>
  new AppError(404, 'not_found', 'This conversation does not exist', undefined, { key: 'not_found.conversation' });
export const notConnected = () =>
  new AppError(403, MESSAGING_ERRORS.notConnected, MESSAGING_TEXTS.notConnected, undefined, {
    key: 'not_connected.message',
  });
/** Writing in a conversation about an application that has ended (or that I no longer manage): ADR 054. */
export const conversationClosed = () =>
  new AppError(409, MESSAGING_ERRORS.closed, 'This conversation is closed: the application it is about has ended. You can still read it');

/**
 * Conversation rows → contract objects, with last messages, unread counts, presence and what
 * they are about in a fixed number of reads.
 */
async function present(db: DB, presence: PresenceLookup, me: Member, rows: ListedConversation[]): Promise<Conversation[]> {
  const [lasts, unread, online, about, teams] = await Promise.all([
    repo.messagesAt(
      db,
      rows.map((r) => ({ conversationId: r.id, seq: Number(r.lastSeq) })),
    ),
    repo.unreadByConversation(
      db,
      me.id,
      rows.map((r) => r.id),
    ),
    // A former connection's conversation stays, but their presence is no longer ours to see.
    onlineFor(
      db,
      presence,
      me.id,
      rows.flatMap((r) => (r.otherId ? [r.otherId] : [])),
    ),
    aboutOf(db, me.id, rows),
    teamViews(db, presence, me.id, rows),
  ]);
  const hiders = await receiptHiders(db, [me.id, ...rows.flatMap((r) => (r.otherId ? [r.otherId] : []))]);
  const lastBy = new Map(lasts.map((m) => [m.conversationId, m]));
  // The preview says "photo" or "document" for a message that is only files.
  const files = await ofMessages(
    db,
    lasts.map((m) => m.id),
  );
  return rows.map((r) => {
    const read = r.otherId ? readSeqSeenBy(me.id, { userId: r.otherId, readSeq: Number(r.otherReadSeq) }, hiders) : r.otherReadSeq;
    return toConversation(
      { ...r, otherReadSeq: read },
      me,
      lastBy.get(r.id),
      unread.get(r.id) ?? 0,
      online,
      about.get(r.id),
      teams.get(r.id),
      files,
    );
  });
}

export async function list(
  db: DB,
  presence: PresenceLookup,
  me: Member,
  query: { q: string; before?: string; limit: number },
): Promise<ConversationsPage> {
  const rows = await listConversations(db, me.id, {
    q: query.q,
    before: decodeCursor(query.before),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [items, unreadTotal] = await Promise.all([present(db, presence, me, page), repo.unreadTotal(db, me.id)]);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: new Date(last.updatedAt).toISOString(), id: last.id }) : null,
    unreadTotal,
  };
}

/** One of my conversations (404 for anyone else's: its existence is not revealed). */
export async function get(db: DB, presence: PresenceLookup, me: Member, id: string): Promise<Conversation> {
  const row = await findListed(db, me.id, id);
  if (!row) throw noConversation();
  const [conversation] = await present(db, presence, me, [row]);
  return conversation!;
}

/**
 * Opens my conversation with a connection (anyone else is refused), creating it when there is
 * none: the same one from either side, even when both start it at once. One I deleted comes back.
 */
export async function start(db: DB, presence: PresenceLookup, me: Member, personId: string) {
  if (personId === me.id || !(await repo.areConnected(db, me.id, personId))) throw notConnected();
  const existing = await repo.findConversationByPair(db, me.id, personId);
  const created = !existing && (await repo.insertConversation(db, newId(), me.id, personId, new Date().toISOString()));
  const id = existing?.id ?? (await repo.findConversationByPair(db, me.id, personId))!.id;
  await db.updateTable('conversationMember').set({ hidden: false }).where('conversationId', '=', id).where('userId', '=', me.id).execute();
  return { conversation: await get(db, presence, me, id), created };
}

/** Deletes the conversation for me only: the other member keeps their history (ADR 014). */
export async function removeForMe(db: DB, me: string, id: string): Promise<boolean> {
  const conversation = await repo.findConversation(db, id);
  if (!conversation || !(await repo.membersOf(db, id, me))) throw noConversation();
  return db.transaction().execute(async (trx) => {
    await repo.clearFor(trx, id, me, Number(conversation.lastSeq));
    await repo.recountUnread(trx, id, me);
    // Its unread messages no longer count: true when the bell's notification changed.
    return (await syncMessagesNotification(trx, me, await repo.unreadTotal(trx, me), false)) === 'changed';
  });
}
