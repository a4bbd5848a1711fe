import type { DB } from '../db/database.js';
import { insertEvent, type EventValues } from '../features/calendar/events/events.repository.js';
import { recurrenceToRrule } from '../features/calendar/events/recurrence.js';
import { nextReminderAt } from '../features/calendar/reminders/reminder-time.js';
import { DEMO_ACCOUNT } from './demo-members.js';

const DAY = 86_400_000;
const ZONE = 'Africa/Accra';

interface DemoEvent {
  key: string;
  title: string;
  /** Day of the current week (0 = Monday) and local hours; no hours for an all-day event. */
  day: number;
  from?: number;
  to?: number;
  values: Partial<EventValues>;
}

const week: DemoEvent[] = [
  {
    key: 'standup',
    title: 'Team standup',
    day: 0,
    from: 9,
    to: 9.25,
    values: { category: 'meeting', location: 'Google Meet', reminders: [5] },
  },
  {
    key: 'planning',
    title: 'Sprint planning',
    day: 0,
    from: 14,
    to: 15,
    values: { category: 'meeting', attendees: ['kwame.asante@demo.skilllink.africa'] },
  },
  {
    key: 'client',
    title: 'Client meeting: MoMo merchant dashboard',
    day: 1,
    from: 11,
    to: 12,
    values: {
      category: 'meeting',
      location: 'Hubtel office, Airport City, Accra',
      attendees: ['akosua.boateng@demo.skilllink.africa'],
      reminders: [30],
    },
  },
  {
    key: 'lunch',
    title: 'Lunch with Kwame',
    day: 2,
    from: 12.5,
    to: 13.5,
    values: { category: 'personal', calendarId: 'personal', location: 'Buka Restaurant, Osu' },
  },
  {
    key: 'learning',
    title: 'Study session: React performance',
    day: 3,
    from: 16,
    to: 17.5,
    values: { category: 'learning', calendarId: 'learning', description: 'Module 3: memoisation and code splitting' },
  },
  {
    key: 'deadline',
    title: 'Hand over the dashboard designs',
    day: 4,
    from: 17,
    to: 17.5,
    values: { category: 'deadline', reminders: [60, 1440] },
  },
  {
    key: 'gym',
    title: 'Morning run at Legon',
    day: 5,
    from: 6.5,
    to: 7.5,
    values: { category: 'personal', calendarId: 'personal', reminders: [] },
  },
  { key: 'kumasi', title: 'Family visit in Kumasi', day: 6, values: { category: 'personal', calendarId: 'personal', reminders: [] } },
];

/**
 * A realistic week for the demo account around `now` (Monday to Sunday, Accra time), with a
 * weekday "Team standup" series. Fixed ids: a second run, or two nodes at once, adds nothing.
 */
export async function seedDemoCalendar(db: DB, now = new Date()): Promise<void> {
  const ama = await db.selectFrom('user').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst();
  if (!ama) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const at = now.toISOString();
  for (const e of week) {
    const day = monday + e.day * DAY;
    const allDay = e.from === undefined;
    const values: EventValues = {
      seriesId: null,
      originalStart: null,
      title: e.title,
      description: null,
      location: null,
      category: 'work',
      calendarId: 'work',
      isAllDay: allDay,
      // Accra is UTC all year: local hours are UTC hours.
      startAt: allDay ? new Date(day).toISOString().slice(0, 10) : new Date(day + e.from! * 3_600_000).toISOString(),
      endAt: allDay ? new Date(day + DAY).toISOString().slice(0, 10) : new Date(day + e.to! * 3_600_000).toISOString(),
      timeZone: ZONE,
      attendees: [],
      reminders: [15],
      rrule:
        e.key === 'standup'
          ? recurrenceToRrule(
              { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'], count: null, until: null },
              { isAllDay: false, timeZone: ZONE },
            )
          : null,
      exdates: [],
      ...e.values,
    };
    const id = `demo-calendar-${e.key}`;
    const exists = await db.selectFrom('calendarEvent').select('id').where('id', '=', id).executeTakeFirst();
    if (exists) continue;
    try {
      await insertEvent(db, { ...values, id, memberId: ama.id, nextReminderAt: nextReminderAt(values, now), at });
    } catch {
      // Another process seeded the same event a moment ago: the primary key keeps one.
    }
  }
}
