import { toIso, type DB } from '../db/database.js';
import { recountUnread, unreadTotal } from '../features/messaging/messaging.repository.js';
import { syncMessagesNotification } from '../features/messaging/unread-notification.js';
import { demoChats, type DemoChat } from './demo-workspace-chat-data.js';

const MINUTE = 60_000;
const localPart = (email: string) => email.split('@')[0]!;

/** Deterministic, so two nodes seeding at once write the same rows once. */
export const demoChatId = (projectId: string) => `demo-conversation-${projectId}`;

/**
 * The demo projects' team chats (ADR 058), unless the project already has one (seeded, or
 * opened by a member). Rows as a send would leave them: the conversation's last seq, a member
 * row per accepted team member (written here: the triggers only add rows to a conversation that
 * exists when someone joins), their read pointers and unread counts, and the messages
 * notification of whoever has something unread.
 */
export async function seedDemoProjectChats(db: DB, now = Date.now()): Promise<void> {
  for (const chat of demoChats) {
    const present = await db.selectFrom('conversation').select('id').where('projectId', '=', chat.projectId).executeTakeFirst();
    if (present) continue;
    const team = await db
      .selectFrom('workspaceMember as wm')
      .innerJoin('user as u', 'u.id', 'wm.userId')
      .select(['wm.userId', 'u.email'])
      .where('wm.projectId', '=', chat.projectId)
      .where('wm.acceptedAt', 'is not', null)
      .execute();
    const idOf = new Map(team.map((m) => [localPart(m.email), m.userId]));
    // The project (or one of its authors) is not seeded here: no chat rather than a chat with strangers.
    if (!chat.lines.every((line) => idOf.has(line.from))) continue;
    await db.transaction().execute((trx) => insertChat(trx, chat, idOf, now));
  }
}

async function insertChat(db: DB, chat: DemoChat, idOf: Map<string, string>, now: number): Promise<void> {
  const id = demoChatId(chat.projectId);
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const { lines } = chat;
  const last = lines.length;
  const inserted = await db
    .insertInto('conversation')
    .values({
      id,
      projectId: chat.projectId,
      userLow: null,
      userHigh: null,
      lastSeq: last,
      createdAt: at(lines[0]!.minutesAgo),
      updatedAt: at(lines.at(-1)!.minutesAgo),
    })
    // The id or the one-chat-per-project index: a racing seed (or a member's first open) won.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await db
    .insertInto('message')
    .values(
      lines.map((line, i) => ({
        id: `${id}-${i + 1}`,
        conversationId: id,
        seq: i + 1,
        senderId: idOf.get(line.from)!,
        clientId: `${id}-${i + 1}`,
        content: line.text,
        createdAt: at(line.minutesAgo),
        editedAt: null,
        deletedAt: null,
      })),
    )
    .execute();
  for (const [member, userId] of idOf) {
    // Writing a message means having read everything before it (as `arrived` does for a sender).
    const ownLast = lines.reduce((seq, line, i) => (line.from === member ? i + 1 : seq), 0);
    const readSeq = Math.max(last - (chat.unseen[member] ?? 0), ownLast);
    await db
      .insertInto('conversationMember')
      .values({ conversationId: id, userId, readSeq, deliveredSeq: last, clearedSeq: 0, hidden: false, unread: 0 })
      .execute();
    await recountUnread(db, id, userId);
    if (readSeq < last) await notifyUnread(db, userId, at(lines.at(-1)!.minutesAgo));
  }
}

/**
 * The member's one messages notification counts these too, dated like the newest unread
 * message (not the seed's moment), so it sorts among the other seeded notifications.
 */
async function notifyUnread(db: DB, userId: string, newestUnread: string): Promise<void> {
  const before = await db
    .selectFrom('notification')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('type', '=', 'messages')
    .executeTakeFirst();
  await syncMessagesNotification(db, userId, await unreadTotal(db, userId), true);
  const previous = before ? toIso(before.createdAt) : '';
  await db
    .updateTable('notification')
    .set({ createdAt: previous > newestUnread ? previous : newestUnread })
    .where('userId', '=', userId)
    .where('type', '=', 'messages')
    .execute();
}
