import { toIso, type DB } from '../db/database.js';
import { memberPair } from '../db/member-pair.js';
import { recountUnread, unreadTotal } from '../features/messaging/messaging.repository.js';
import { syncMessagesNotification } from '../features/messaging/unread-notification.js';
import { demoMembers } from './demo-members.js';

const MINUTE = 60_000;

/** A line of a demo conversation: who wrote it (Ama or the other member) and how long before the seed. */
interface Line {
  from: 'ama' | 'them';
  minutesAgo: number;
  text: string;
  edited?: boolean;
  deleted?: boolean;
}

/**
 * Ama's conversations with her connections (e-mail local parts): several days of history,
 * gaps longer than 5 minutes, an edited and a deleted message, a link, emoji, and Kofi's last
 * two messages still unread.
 */
export const demoConversations: Record<string, Line[]> = {
  'kofi.owusu': [
    { from: 'ama', minutesAgo: 60 * 26, text: 'Hi Kofi, thanks for accepting! I saw your talk on payment APIs at DevFest Accra.' },
    { from: 'them', minutesAgo: 60 * 25, text: 'Thank you Ama! Glad it was useful. Are you working with mobile money too?' },
    { from: 'ama', minutesAgo: 60 * 25 - 3, text: 'Yes, the checkout at Hubtel. We are moving the frontend to React.' },
    { from: 'them', minutesAgo: 90, text: 'We open-sourced our webhook retry helper, have a look: https://github.com/mpharma' },
    { from: 'them', minutesAgo: 88, text: 'Would you like to pair on it one evening this week? 🙂' },
  ],
  'efua.addo': [
    { from: 'them', minutesAgo: 60 * 24 * 3, text: 'Ama, are you still looking for a product mentor?' },
    { from: 'ama', minutesAgo: 60 * 24 * 3 - 20, text: 'I am! Could we meet on Saturday morning?', edited: true },
    { from: 'them', minutesAgo: 60 * 24 * 3 - 25, text: 'Saturday at 10 at the Impact Hub works for me.' },
    { from: 'ama', minutesAgo: 60 * 24 * 3 - 26, text: 'Sorry, wrong chat!', deleted: true },
    { from: 'ama', minutesAgo: 60 * 24 * 3 - 27, text: 'Perfect, see you there 🙌🏾' },
  ],
  'kwame.asante': [
    { from: 'ama', minutesAgo: 60 * 24 * 6, text: 'Kwame, which SQL course would you recommend for analytics?' },
    {
      from: 'them',
      minutesAgo: 60 * 24 * 6 - 45,
      text: 'Start with the free SQL for Data Analysis course here on SkillLink, then practise on real MTN-style datasets.',
    },
    { from: 'ama', minutesAgo: 60 * 24 * 5, text: 'Done with module 1 already. Medaase!' },
  ],
};

/** Deterministic ids, so two nodes seeding at once write the same rows. */
const conversationId = (member: string) => `demo-conversation-${member.replace('.', '-')}`;

/** Inserts Ama's conversations unless they exist; keeps her messages notification in step. */
export async function seedDemoMessages(db: DB): Promise<void> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'email', 'createdAt'])
    .where(
      'email',
      'in',
      demoMembers.map((m) => m.email),
    )
    .execute();
  const ids = new Map(rows.map((r) => [r.email.split('@')[0]!, r]));
  const ama = ids.get('ama.mensah');
  if (!ama) return;
  const seededAt = new Date(toIso(ama.createdAt)).getTime();
  const present = await db.selectFrom('conversation').select('id').where('id', '=', conversationId('kofi.owusu')).executeTakeFirst();
  if (present) return;
  await db.transaction().execute(async (trx) => {
    for (const [member, lines] of Object.entries(demoConversations)) {
      const other = ids.get(member);
      if (!other) continue;
      const id = conversationId(member);
      const at = (line: Line) => new Date(seededAt - line.minutesAgo * MINUTE).toISOString();
      const last = lines.at(-1)!;
      const inserted = await trx
        .insertInto('conversation')
        .values({ id, ...memberPair(ama.id, other.id), lastSeq: lines.length, createdAt: at(lines[0]!), updatedAt: at(last) })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      // Everything read, except Kofi's two newest messages for Ama.
      const amaRead = member === 'kofi.owusu' ? lines.length - 2 : lines.length;
      await trx
        .insertInto('conversationMember')
        .values([
          { conversationId: id, userId: ama.id, readSeq: amaRead, deliveredSeq: lines.length, clearedSeq: 0, hidden: false },
          { conversationId: id, userId: other.id, readSeq: lines.length, deliveredSeq: lines.length, clearedSeq: 0, hidden: false },
        ])
        .execute();
      await trx
        .insertInto('message')
        .values(
          lines.map((line, i) => ({
            id: `${id}-${i + 1}`,
            conversationId: id,
            seq: i + 1,
            senderId: line.from === 'ama' ? ama.id : other.id,
            clientId: `${id}-${i + 1}`,
            content: line.deleted ? '' : line.text,
            createdAt: at(line),
            editedAt: line.edited ? new Date(seededAt - (line.minutesAgo - 2) * MINUTE).toISOString() : null,
            deletedAt: line.deleted ? at(line) : null,
          })),
        )
        .execute();
      for (const member of [ama.id, other.id]) await recountUnread(trx, id, member);
    }
    await syncMessagesNotification(trx, ama.id, await unreadTotal(trx, ama.id), true);
    // Dated like the newest unread message, so it sorts among the other seeded notifications.
    const newest = Math.min(...demoConversations['kofi.owusu']!.map((l) => l.minutesAgo));
    await trx
      .updateTable('notification')
      .set({ createdAt: new Date(seededAt - newest * MINUTE).toISOString() })
      .where('userId', '=', ama.id)
      .where('type', '=', 'messages')
      .execute();
  });
}
