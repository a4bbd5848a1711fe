// The calendar's budget: the events of a month with 500 events, recurring ones
// among them. A bulk member's month is filled through the API, as the member would fill it.
import { MEMBERS } from './config.mjs';
import { bulkEmail, cookie, login, writeHeaders } from './members.mjs';
import { fail } from './processes.mjs';

/** Bulk member whose calendar is filled: not one the socket benchmarks use (they start at 0). */
const CALENDAR_MEMBER = Math.min(4_999, MEMBERS - 1);
const SINGLE_EVENTS = 440;
const PARALLEL = 8;

/** The current month in UTC: [first day, first day of the next month). */
export function monthRange(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Two daily series (about 60 occurrences in a month) and singles spread over its days and hours. */
function eventsOf({ from }) {
  const start = new Date(from);
  const at = (day, hour, minutes = 0) => new Date(start.getTime() + ((day * 24 + hour) * 60 + minutes) * 60_000).toISOString();
  const series = [
    { title: 'Daily standup', start: at(0, 8, 30), end: at(0, 8, 45), recurrence: { frequency: 'daily', interval: 1 } },
    {
      title: 'Evening study session',
      start: at(0, 19),
      end: at(0, 20),
      calendarId: 'learning',
      category: 'learning',
      recurrence: { frequency: 'daily' },
    },
  ];
  const singles = Array.from({ length: SINGLE_EVENTS }, (_, i) => ({
    title: `Client call ${i + 1}`,
    start: at(i % 28, 9 + (i % 9)),
    end: at(i % 28, 9 + (i % 9), 45),
    location: i % 3 === 0 ? 'Osu, Accra' : null,
    category: i % 5 === 0 ? 'meeting' : 'work',
  }));
  return [...series, ...singles];
}

/**
 * Signs the calendar member in, fills the current month if it is not filled yet (the data
 * directory is kept between runs), and returns { cookie, url } for the load generator.
 */
export async function calendarReader(baseURL) {
  const { jar } = await login(baseURL, bulkEmail(CALENDAR_MEMBER));
  const range = monthRange();
  const url = `${baseURL}/api/v1/calendar/events?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  const count = async () => {
    const res = await fetch(url, { headers: { cookie: cookie(jar) } });
    if (res.status !== 200) fail(`GET /api/v1/calendar/events answered ${res.status} ${await res.text()}`);
    return (await res.json()).items.length;
  };
  if ((await count()) < 500) {
    const queue = eventsOf(range);
    const post = async () => {
      for (let body = queue.shift(); body; body = queue.shift()) {
        const res = await fetch(`${baseURL}/api/v1/calendar/events`, {
          method: 'POST',
          headers: writeHeaders(baseURL, jar),
          body: JSON.stringify({ timeZone: 'Africa/Accra', reminders: [], ...body }),
        });
        if (res.status !== 201) fail(`POST /api/v1/calendar/events answered ${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, post));
  }
  const n = await count();
  if (n < 500) fail(`the calendar month holds ${n} occurrences, not 500`);
  return { cookie: cookie(jar), url, occurrences: n };
}
