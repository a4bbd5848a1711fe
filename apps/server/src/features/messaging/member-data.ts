import { toIso } from '../../db/database.js';
import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile, type ExportFile } from '../../platform/member-data.js';
import { deleteUnattached, keysOf } from './attachments.repository.js';

/**
 * Messaging's part of "Your data" (ADR 062): every conversation the member is in, with the
 * messages they sent and received (deleted ones without their text), the files of each by name,
 * and the bytes of the files they sent (ADR 072). Erasure keeps the messages and their files:
 * they are the other side's conversation too, and show their author as "Deleted member"; the
 * member's uploads never sent are deleted.
 */
export const messagingMemberData: MemberDataSource = {
  area: 'messaging',
  async export({ db, storage, memberId }) {
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
      .select(['id', 'conversationId', 'senderId', 'content', 'createdAt', 'editedAt', 'deletedAt'])
      .where('conversationId', 'in', ids)
      .orderBy('conversationId')
      .orderBy('seq')
      .execute();
    const files = await db
      .selectFrom('messageAttachment as f')
      .innerJoin('message as m', 'm.id', 'f.messageId')
      .select(['f.id', 'f.messageId', 'f.name', 'f.mime', 'f.size', 'f.storageKey', 'f.uploaderId'])
      .where('m.conversationId', 'in', ids)
      .orderBy('f.messageId')
      .orderBy('f.position')
      .execute();
    const sent: ExportFile[] = [];
    for (const f of files) {
      const bytes = f.uploaderId === memberId && f.storageKey ? await storage.get(f.storageKey) : null;
      if (bytes) sent.push({ path: `message-files/${f.id}-${f.name.replace(/[/\\]/g, '_')}`, content: bytes });
    }
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
          files: files.filter((f) => f.messageId === m.id).map((f) => ({ name: f.name, type: f.mime, size: Number(f.size) })),
        })),
    }));
    return [jsonFile('messages.json', { conversations }), ...sent];
  },
  async erase({ db, storage, memberId }) {
    // The conversations stay (see above); uploads never sent go. Bytes first: a failure leaves
    // the rows that name them, and the next run removes both.
    const unsent = await db
      .selectFrom('messageAttachment')
      .select(['id', 'storageKey', 'thumbnailKey'])
      .where('uploaderId', '=', memberId)
      .where('messageId', 'is', null)
      .execute();
    for (const key of keysOf(unsent)) await storage.remove(key);
    await deleteUnattached(
      db,
      unsent.map((u) => u.id),
    );
  },
};
