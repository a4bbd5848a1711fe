import { toIso } from '../../db/database.js';
import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Messaging's part of "Your data" (ADR 062): every conversation the member is in, with the
 * messages they sent and received (deleted ones without their text). Erasure keeps the messages:
 * they are the other side's conversation too, and show their author as "Deleted member".
 */
export const messagingMemberData: MemberDataSource = {
  area: 'messaging',
  async export({ db, memberId }) {
    const mine = await db.selectFrom('conversationMember').select('conversationId').where('userId', '=', memberId).execute();
    const ids = mine.map((m) => m.conversationId);
    if (ids.length === 0) return [jsonFile('messages.json', { conversations: [] })];
    const people = await db
      .selectFrom('conversationMember as cm')
      .innerJoin('user as u', 'u.id', 'cm.userId')
      .select(['cm.conversationId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('cm.conversationId', 'in', ids)
      .execute();
    const messages = await db
      .selectFrom('message')
      .select(['conversationId', 'senderId', 'content', 'createdAt', 'editedAt', 'deletedAt'])
      .where('conversationId', 'in', ids)
      .orderBy('conversationId')
      .orderBy('seq')
      .execute();
    const name = (id: string) => {
      const p = people.find((x) => x.id === id);
      return p ? `${p.firstName} ${p.lastName}`.trim() : '';
    };
    const conversations = ids.map((id) => ({
      id,
      with: people.filter((p) => p.conversationId === id && p.id !== memberId).map((p) => name(p.id)),
      messages: messages
        .filter((m) => m.conversationId === id)
        .map((m) => ({
          from: m.senderId === memberId ? 'me' : name(m.senderId),
          content: m.deletedAt ? null : m.content,
          sentAt: toIso(m.createdAt),
          editedAt: m.editedAt ? toIso(m.editedAt) : null,
          deleted: m.deletedAt !== null,
        })),
    }));
    return [jsonFile('messages.json', { conversations })];
  },
  async erase() {
    // Nothing of messaging's own: the other side keeps the conversation (see above).
  },
};
