import type { Kysely } from 'kysely';

/**
 * Notifications say what happened as a kind and its parameters (ADR 033), so each member reads
 * them in their own language. Rows stored before this were English sentences: the ones the
 * server wrote itself are mapped back to a kind here; anything else keeps its text as the
 * fallback shown as it is. Frozen with the migration: the patterns are the texts as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').addColumn('kind', 'text').execute();
  await db.schema
    .alterTable('notification')
    .addColumn('params', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();

  // In pages by id, so a large table never sits in memory at once.
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; title: string; message: string }> = await db
      .selectFrom('notification')
      .select(['id', 'title', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const mapped = kindOfEnglish(row.title, row.message);
      if (!mapped) continue;
      await db
        .updateTable('notification')
        .set({ kind: mapped.kind, params: JSON.stringify(mapped.params), title: '', message: '' })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows.at(-1)!.id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').dropColumn('params').execute();
  await db.schema.alterTable('notification').dropColumn('kind').execute();
}

type Mapped = { kind: string; params: Record<string, string | number> };

const LEAD = /^(\d+) (minute|hour|day)s?$/;
const minutesOf = (lead: string): number | null => {
  const m = LEAD.exec(lead);
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'day' ? 1440 : m[2] === 'hour' ? 60 : 1);
};

/** The English texts the server used to store, back to a kind; null for anything else. */
export function kindOfEnglish(title: string, message: string): Mapped | null {
  let m: RegExpExecArray | null;
  if (title === 'New connection request' && (m = /^(.+) wants to connect with you$/.exec(message)))
    return { kind: 'connection.requested', params: { actorName: m[1]! } };
  if (title === 'Connection accepted' && (m = /^(.+) accepted your connection request$/.exec(message)))
    return { kind: 'connection.accepted', params: { actorName: m[1]! } };
  if (title === 'Profile view' && (m = /^(.+) viewed your profile$/.exec(message)))
    return { kind: 'profile.viewed', params: { actorName: m[1]! } };
  if (title === 'New messages' && (m = /^You have (\d+) unread messages?$/.exec(message)))
    return { kind: 'messages.unread', params: { count: Number(m[1]) } };
  if (title === 'Course completed' && (m = /^You earned a certificate for (.+)$/.exec(message)))
    return { kind: 'course.certificate_earned', params: { courseTitle: m[1]! } };
  if (title === 'Network milestone' && (m = /^You now have (\d+) connections\. Keep growing your network!$/.exec(message)))
    return { kind: 'network.milestone', params: { count: Number(m[1]) } };
  if (title === 'Welcome to SkillLink') return { kind: 'account.welcome', params: {} };
  if (title.startsWith('Reminder: ')) return reminder(title.slice('Reminder: '.length), message);
  return null;
}

/**
 * Reminder lines that name a weekday ("Starts on Thu 26 Nov at 10:00") lost the year, so they
 * stay as they were; the others carry everything a kind needs.
 */
function reminder(eventTitle: string, message: string): Mapped | null {
  let m: RegExpExecArray | null;
  if (message === 'Today, all day') return { kind: 'calendar.reminder', params: { eventTitle, when: 'today_all_day' } };
  if ((m = /^All day, in (.+)$/.exec(message)) && minutesOf(m[1]!) !== null)
    return { kind: 'calendar.reminder', params: { eventTitle, when: 'all_day_in', minutes: minutesOf(m[1]!)! } };
  if ((m = /^Starts in (.+)$/.exec(message)) && minutesOf(m[1]!) !== null)
    return { kind: 'calendar.reminder', params: { eventTitle, when: 'starts_in', minutes: minutesOf(m[1]!)! } };
  if ((m = /^Started at (\d\d:\d\d)$/.exec(message)))
    return { kind: 'calendar.reminder', params: { eventTitle, when: 'started_at', time: m[1]! } };
  if ((m = /^Starts at (\d\d:\d\d)$/.exec(message)))
    return { kind: 'calendar.reminder', params: { eventTitle, when: 'starts_at', time: m[1]! } };
  return null;
}
