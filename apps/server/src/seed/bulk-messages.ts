import type { Insertable } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Conversations and messages among the bulk members (the benchmark data set: 1,000,000 messages),
 * after `seedBulkMembers`. Member 0 — the best-connected bulk member, whom the benchmark reads
 * as — talks with every one of its connections and has the longest histories; the other
 * messages go to conversations between later connected pairs. Deterministic, and idempotent:
 * nothing is added when bulk conversations exist.
 */

const MEMBER_ZERO = 'bulk-0000000';
/** Share of all messages in member 0's conversations. */
const MEMBER_ZERO_SHARE = 0.2;
/** Messages per conversation elsewhere. */
const PER_CONVERSATION = 50;
const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 20_000;
const MINUTE = 60_000;

const LINES = [
  'Morning! Did you get a chance to look at the proposal?',
  'Yes, I went through it last night. A few comments on the budget section.',
  'Great, send them over and I will update the draft before Friday.',
  'Are you joining the product meetup at the Impact Hub this week?',
  'I will be there. Let us grab lunch after the session.',
  'The client in Kumasi wants a demo on Tuesday, can you cover it?',
  'Tuesday works. Share the deck when it is ready.',
  'Thanks for the referral, the interview went really well!',
  'Congratulations! Let me know when you hear back.',
  'Quick question: which course did you take for data analysis?',
  'The free SQL course on SkillLink, the quizzes helped a lot.',
  'I pushed the fixes to the repository, tests are green now.',
];

interface Pair {
  low: string;
  high: string;
}

function pairsOf(rows: Array<{ userLow: string; userHigh: string }>): Pair[] {
  return rows.map((r) => ({ low: r.userLow, high: r.userHigh }));
}

/** Adds about `total` messages; returns how many were added (0 when already seeded). */
export async function seedBulkMessages(db: DB, total: number): Promise<number> {
  const existing = await db.selectFrom('conversation').select('id').where('id', 'like', 'bulkc-%').limit(1).executeTakeFirst();
  if (existing || total <= 0) return 0;

  const zeroPairs = pairsOf(
    await db
      .selectFrom('connection')
      .select(['userLow', 'userHigh'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('userLow', '=', MEMBER_ZERO), eb('userHigh', '=', MEMBER_ZERO)]))
      .orderBy('id')
      .execute(),
  );
  const zeroEach = zeroPairs.length ? Math.max(1, Math.floor((total * MEMBER_ZERO_SHARE) / zeroPairs.length)) : 0;
  const restTotal = total - zeroEach * zeroPairs.length;
  const otherPairs = pairsOf(
    await db
      .selectFrom('connection')
      .select(['userLow', 'userHigh'])
      .where('status', '=', 'accepted')
      .where('userLow', 'like', 'bulk-%')
      .where('userLow', '<>', MEMBER_ZERO)
      .where('userHigh', '<>', MEMBER_ZERO)
      .orderBy('id')
      .limit(Math.ceil(restTotal / PER_CONVERSATION))
      .execute(),
  );

  const plan: Array<{ pair: Pair; count: number }> = [
    ...zeroPairs.map((pair) => ({ pair, count: zeroEach })),
    ...otherPairs.map((pair, i) => ({ pair, count: Math.min(PER_CONVERSATION, restTotal - i * PER_CONVERSATION) })),
  ].filter((p) => p.count > 0);

  const now = Date.now();
  let added = 0;
  let conversations: Insertable<Database['conversation']>[] = [];
  let members: Insertable<Database['conversationMember']>[] = [];
  let messages: Insertable<Database['message']>[] = [];
  const flush = async () => {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < conversations.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('conversation')
          .values(conversations.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < members.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('conversationMember')
          .values(members.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < messages.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('message')
          .values(messages.slice(i, i + ROWS_PER_INSERT))
          .execute();
    });
    added += messages.length;
    conversations = [];
    members = [];
    messages = [];
  };

  for (const [index, { pair, count }] of plan.entries()) {
    const id = `bulkc-${String(index).padStart(7, '0')}`;
    // Member 0's first conversation is the most recent one; the others step back in time.
    const last = now - index * 7 * MINUTE;
    const first = last - (count - 1) * 11 * MINUTE;
    const senderOf = (seq: number) => ((seq + index) % 3 === 0 ? pair.high : pair.low);
    for (let seq = 1; seq <= count; seq += 1) {
      const at = new Date(first + (seq - 1) * 11 * MINUTE).toISOString();
      messages.push({
        id: `${id}-${seq}`,
        conversationId: id,
        seq,
        senderId: senderOf(seq),
        clientId: `${id}-${seq}`,
        content: LINES[(seq + index) % LINES.length]!,
        createdAt: at,
        editedAt: null,
        deletedAt: null,
      });
    }
    const created = new Date(first).toISOString();
    const updated = new Date(last).toISOString();
    conversations.push({ id, userLow: pair.low, userHigh: pair.high, lastSeq: count, createdAt: created, updatedAt: updated });
    // Everything read and delivered, except the last two messages for the higher member.
    for (const userId of [pair.low, pair.high]) {
      const readSeq = userId === pair.high ? Math.max(0, count - 2) : count;
      let unread = 0;
      for (let seq = readSeq + 1; seq <= count; seq += 1) if (senderOf(seq) !== userId) unread += 1;
      members.push({ conversationId: id, userId, readSeq, deliveredSeq: count, clearedSeq: 0, hidden: false, unread });
    }
    if (messages.length >= ROWS_PER_TRANSACTION) await flush();
  }
  if (messages.length) await flush();
  return added;
}
