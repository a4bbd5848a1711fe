import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { created, EVENTS, occurrences, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const daily = { frequency: 'daily', interval: 1, byWeekday: [], count: null, until: null };
const RANGE = ['2026-11-23T00:00:00Z', '2026-12-03T00:00:00Z'] as const;
const at = (day: number, hour = 9) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** A member with a daily 09:00–10:00 series from Tuesday 24 November. */
async function withSeries(extra: Record<string, unknown> = {}) {
  const member = await signedUp(t.app);
  const series = await created(member.client, timedEvent({ title: 'Standup', recurrence: daily, ...extra }));
  const list = async () =>
    (await occurrences(member.client, ...RANGE)).map((o) => `${o.start.slice(8, 13)} ${o.title}${o.originalId === series.id ? '' : ' *'}`);
  return { ...member, series, url: `${EVENTS}/${series.id}`, list };
}

describe('series edits and deletes by scope', () => {
  it('changes one occurrence only, keeping the rest of the series', async () => {
    const { client, url, list, series } = await withSeries();
    const res = await client.patch(url, { scope: 'this', occurrenceStart: at(26), title: 'Retro', start: at(26, 14), end: at(26, 15) });
    expect(res.statusCode).toBe(200);
    const items = await list();
    expect(items.slice(0, 4)).toEqual(['24T09 Standup', '25T09 Standup', '26T14 Retro', '27T09 Standup']);
    const moved = (await occurrences(client, ...RANGE)).find((o) => o.title === 'Retro')!;
    expect(moved).toMatchObject({ originalId: series.id, originalStart: at(26), id: `${series.id}:${at(26)}` });
    // The same occurrence again (by its occurrence id) updates the one override.
    await client.patch(`${EVENTS}/${moved.id}`, { scope: 'this', title: 'Retro (room 2)' });
    expect((await list())[2]).toBe('26T14 Retro (room 2)');
    // Deleting it leaves no generated occurrence behind.
    expect((await client.delete(`${EVENTS}/${moved.id}?scope=this`)).statusCode).toBe(204);
    expect((await list()).slice(0, 3)).toEqual(['24T09 Standup', '25T09 Standup', '27T09 Standup']);
  });

  it('changes this and following: the series splits and earlier occurrences stay', async () => {
    const { client, url, list, series } = await withSeries();
    await client.patch(url, { scope: 'this', occurrenceStart: at(29), title: 'Sunday special' });
    const res = await client.patch(url, {
      scope: 'following',
      occurrenceStart: at(27),
      start: at(27, 10),
      end: at(27, 11),
      title: 'Late standup',
    });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.id).not.toBe(series.id);
    expect(next).toMatchObject({ start: at(27, 10), rrule: 'FREQ=DAILY;INTERVAL=1' });
    const items = (await occurrences(client, ...RANGE)).map((o) => `${o.start.slice(8, 13)} ${o.title}`);
    // The exception on the 29th moved with the following part, one hour later like the rest.
    expect(items.slice(0, 6)).toEqual([
      '24T09 Standup',
      '25T09 Standup',
      '26T09 Standup',
      '27T10 Late standup',
      '28T10 Late standup',
      '29T10 Sunday special',
    ]);
    expect((await client.get(url)).json().recurrence).toMatchObject({ until: '2026-11-26' });
    expect((await list()).filter((i) => !i.endsWith('*'))).toHaveLength(3);
  });

  it('changes all: the time moves for every occurrence and exceptions follow', async () => {
    const { client, url, list } = await withSeries();
    await client.patch(url, { scope: 'this', occurrenceStart: at(25), title: 'Client standup' });
    await client.delete(`${url}?scope=this&occurrenceStart=${at(26)}`);
    // Edited from the occurrence of the 27th: one hour later, a new title, for all.
    const res = await client.patch(url, {
      scope: 'all',
      occurrenceStart: at(27),
      start: at(27, 10),
      end: at(27, 11),
      location: 'Airport City, Accra',
    });
    expect(res.json()).toMatchObject({ start: at(24, 10), end: at(24, 11), location: 'Airport City, Accra' });
    expect((await list()).slice(0, 4)).toEqual(['24T10 Standup', '25T10 Client standup', '27T10 Standup', '28T10 Standup']);
    const items = await occurrences(client, ...RANGE);
    expect(items.every((o) => o.location === 'Airport City, Accra')).toBe(true);
  });

  it('changing the rule for all drops the exceptions; a count is shared across a split', async () => {
    const { client, url, list } = await withSeries({ recurrence: { ...daily, count: 5 } });
    await client.patch(url, { scope: 'this', occurrenceStart: at(25), title: 'Moved' });
    await client.patch(url, { scope: 'following', occurrenceStart: at(26), title: 'Second part' });
    expect(await list()).toEqual(['24T09 Standup', '25T09 Moved', '26T09 Second part *', '27T09 Second part *', '28T09 Second part *']);
    const every = await client.patch(url, { scope: 'all', recurrence: { ...daily, count: 3 } });
    expect(every.json().rrule).toBe('FREQ=DAILY;INTERVAL=1;COUNT=3');
    expect((await list()).filter((i) => !i.endsWith('*'))).toEqual(['24T09 Standup', '25T09 Standup', '26T09 Standup']);
  });

  it('deletes this and following, leaving the rest intact, and all', async () => {
    const { client, url, list, series } = await withSeries();
    await client.patch(url, { scope: 'this', occurrenceStart: at(28), title: 'Exception' });
    expect(
      (await client.delete(`${url}?scope=following&occurrenceStart=${encodeURIComponent('2026-11-27T09:00:00+00:00')}`)).statusCode,
    ).toBe(204);
    expect(await list()).toEqual(['24T09 Standup', '25T09 Standup', '26T09 Standup']);
    const rows = await t.app.database.db.selectFrom('calendarEvent').select('id').where('seriesId', '=', series.id).execute();
    expect(rows).toEqual([]);
    // Deleting "following" from the first occurrence deletes the series.
    expect((await client.delete(`${url}?scope=following&occurrenceStart=${at(24)}`)).statusCode).toBe(204);
    expect((await client.get(url)).statusCode).toBe(404);

    const again = await withSeries();
    await again.client.patch(again.url, { scope: 'this', occurrenceStart: at(25), title: 'Exception' });
    expect((await again.client.delete(`${again.url}?scope=all`)).statusCode).toBe(204);
    expect(await again.list()).toEqual([]);
  });

  it('keeps next_reminder_at on the earliest future reminder through every write', async () => {
    const { client, url, series } = await withSeries({ start: '2027-06-07T09:00:00Z', end: '2027-06-07T10:00:00Z', reminders: [15, 60] });
    const next = async (id: string) =>
      (await t.app.database.db.selectFrom('calendarEvent').select('nextReminderAt').where('id', '=', id).executeTakeFirstOrThrow())
        .nextReminderAt;
    const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
    expect(iso(await next(series.id))).toBe('2027-06-07T08:00:00.000Z');
    await client.delete(`${url}?scope=this&occurrenceStart=2027-06-07T09:00:00Z`);
    expect(iso(await next(series.id))).toBe('2027-06-08T08:00:00.000Z');
    await client.patch(url, { scope: 'all', reminders: [] });
    expect(await next(series.id)).toBeNull();
    const single = await created(client, timedEvent({ start: '2027-05-05T12:00:00Z', end: '2027-05-05T13:00:00Z', reminders: [1440] }));
    expect(iso(await next(single.id))).toBe('2027-05-04T12:00:00.000Z');
  });
});
