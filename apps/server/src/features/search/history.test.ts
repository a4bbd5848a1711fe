import type { HistoryFilters, SearchHistory } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { recordSearch } from './history.service.js';
import { createHistoryWriter } from './history.writer.js';

// Recent searches per member (spec §9), on SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const START = new Date('2026-12-15T09:00:00.000Z');
const clock = START;
let t: TestApp;
type Member = Awaited<ReturnType<typeof signedUp>>;
let kofi: Member;
let esi: Member;

const all = { tab: 'all', experience: 'all', dateRange: 'all' } as const;
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  kofi = await signedUp(t.app, { firstName: 'Kofi' }, { rememberMe: true });
  esi = await signedUp(t.app, { firstName: 'Esi' }, { rememberMe: true });
});
afterAll(async () => t.close());

const record = (member: Member, query: string, at: Date, filters: HistoryFilters = all) =>
  recordSearch(t.app.database.db, member.user.id, query, filters, at);

async function historyOf(member: Member): Promise<SearchHistory['items']> {
  const res = await member.client.get('/api/v1/search/history');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchHistory).items;
}

const countsOf = (day: string) =>
  t.app.database.db.selectFrom('searchCount').select(['queryKey', 'query', 'members']).where('day', '=', day).orderBy('queryKey').execute();

describe('recent searches', () => {
  it('keeps the 10 newest, newest first', async () => {
    for (let i = 0; i < 12; i++) await record(kofi, `query ${i}`, minutes(i));
    const items = await historyOf(kofi);
    expect(items.map((i) => i.query)).toEqual(Array.from({ length: 10 }, (_, i) => `query ${11 - i}`));
    expect(items[0]).toMatchObject({ filters: all, timestamp: minutes(11).toISOString() });
    const stored = await t.app.database.db.selectFrom('searchHistory').select('id').where('userId', '=', kofi.user.id).execute();
    expect(stored).toHaveLength(10);
  });

  it('holds one entry per query whatever its accents, case and spaces, with the newest text and filters', async () => {
    await record(esi, 'React', minutes(1));
    const [first] = await historyOf(esi);
    await record(esi, '  réact ', minutes(2), {
      tab: 'jobs',
      location: 'Accra',
      skills: ['TypeScript'],
      experience: 'mid',
      dateRange: 'week',
    });
    await record(esi, 'Python', minutes(3));
    await record(esi, 'REACT  native', minutes(4));
    await record(esi, 'REACT', minutes(5), { ...all, tab: 'people' });
    const items = await historyOf(esi);
    expect(items.map((i) => i.query)).toEqual(['REACT', 'REACT native', 'Python']);
    expect(items[0]).toEqual({ id: first!.id, query: 'REACT', filters: { ...all, tab: 'people' }, timestamp: minutes(5).toISOString() });
  });

  it('keeps the filters a search ran with', async () => {
    const filters: HistoryFilters = { tab: 'jobs', location: 'Kumasi', skills: ['SQL', 'Excel'], experience: 'senior', dateRange: 'month' };
    await record(esi, 'analyst', minutes(6), filters);
    expect((await historyOf(esi))[0]).toMatchObject({ query: 'analyst', filters });
  });

  it('removes one entry, and only the member’s own', async () => {
    const before = await historyOf(esi);
    const target = before[1]!;
    expect((await kofi.client.delete(`/api/v1/search/history/${target.id}`)).statusCode).toBe(404);
    expect(await historyOf(esi)).toEqual(before);

    const res = await esi.client.delete(`/api/v1/search/history/${target.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await historyOf(esi)).map((i) => i.id)).toEqual(before.filter((i) => i.id !== target.id).map((i) => i.id));

    const again = await esi.client.delete(`/api/v1/search/history/${target.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
    expect((await esi.client.delete(`/api/v1/search/history/${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('clears all of the member’s entries and no one else’s', async () => {
    const kofis = await historyOf(kofi);
    expect((await esi.client.delete('/api/v1/search/history')).statusCode).toBe(204);
    expect(await historyOf(esi)).toEqual([]);
    expect(await historyOf(kofi)).toEqual(kofis);
    await record(esi, 'React', minutes(7));
    expect((await historyOf(esi)).map((i) => i.query)).toEqual(['React']);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/search/history')).statusCode).toBe(401);
    expect((await visitor.delete('/api/v1/search/history')).statusCode).toBe(401);
    const [entry] = await historyOf(kofi);
    expect((await visitor.delete(`/api/v1/search/history/${entry!.id}`)).statusCode).toBe(401);
    expect((await historyOf(kofi))[0]).toEqual(entry);
  });
});

describe('counting searches for popular searches', () => {
  it('counts a member once per day for each query, and again the next day', async () => {
    const day = '2026-12-20';
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    await record(kofi, 'Flutter', at(8));
    await record(kofi, 'flutter', at(9));
    await record(kofi, 'FLÜTTER ', at(10));
    // The spelling shown is the one of the latest member counted.
    expect(await countsOf(day)).toEqual([{ queryKey: 'flutter', query: 'Flutter', members: 1 }]);
    await record(esi, 'FLÜTTER', at(11));
    expect(await countsOf(day)).toEqual([{ queryKey: 'flutter', query: 'FLÜTTER', members: 2 }]);

    await record(esi, 'Flutter', at(12));
    expect((await countsOf(day))[0]?.members).toBe(2);
    // Clearing the history and searching again the same day counts nobody twice.
    await t.app.database.db.deleteFrom('searchHistory').execute();
    await record(esi, 'Flutter', at(13));
    expect((await countsOf(day))[0]?.members).toBe(2);

    await record(kofi, 'flutter', new Date('2026-12-21T00:00:01.000Z'));
    expect(await countsOf('2026-12-21')).toEqual([{ queryKey: 'flutter', query: 'flutter', members: 1 }]);
    expect((await countsOf(day))[0]?.members).toBe(2);
  });

  it('counts one of several runs at once, keeps one entry, and keeps 10 entries of many runs at once', async () => {
    const day = '2026-12-22';
    const at = new Date(`${day}T12:00:00.000Z`);
    await Promise.all(Array.from({ length: 6 }, (_, i) => record(kofi, i % 2 ? 'Kotlin' : 'kotlin', at)));
    expect(await countsOf(day)).toEqual([{ queryKey: 'kotlin', query: expect.any(String), members: 1 }]);
    const rows = await t.app.database.db
      .selectFrom('searchHistory')
      .select('query')
      .where('userId', '=', kofi.user.id)
      .where('queryKey', '=', 'kotlin')
      .execute();
    expect(rows).toHaveLength(1);

    await Promise.all(Array.from({ length: 14 }, (_, i) => record(esi, `at once ${i}`, new Date(at.getTime() + i))));
    const kept = await t.app.database.db.selectFrom('searchHistory').select('query').where('userId', '=', esi.user.id).execute();
    expect(kept).toHaveLength(10);
  });

  it('ignores a query of spaces only', async () => {
    const before = await historyOf(kofi);
    await record(kofi, '   ', minutes(30));
    expect(await historyOf(kofi)).toEqual(before);
  });
});

describe('writing history behind the answer', () => {
  it('shows a burst of searches at once when the member reads their history: the 10 newest', async () => {
    const member = await signedUp(t.app, { firstName: 'Yaw' });
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => member.client.get(`/api/v1/search?q=burst${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(14).fill(200));
    const items = await historyOf(member);
    expect(items).toHaveLength(10);
    expect(items.every((i) => /^burst\d+$/.test(i.query))).toBe(true);
  });

  it('reports a write that failed and goes on writing the others', async () => {
    const errors: unknown[] = [];
    const writer = createHistoryWriter(t.app.database.db, (err) => errors.push(err));
    writer.record('no-such-member', 'lost', all, START);
    writer.record(esi.user.id, 'written after a failure', all, new Date('2027-01-05T10:00:00.000Z'));
    await writer.settled();
    expect(errors).toHaveLength(1);
    expect((await historyOf(esi))[0]?.query).toBe('written after a failure');
  });

  it('removes an entry only once the member’s searches before it are written', async () => {
    const member = await signedUp(t.app, { firstName: 'Abena' });
    await Promise.all([member.client.get('/api/v1/search?q=first'), member.client.get('/api/v1/search?q=second')]);
    const res = await member.client.delete('/api/v1/search/history');
    expect(res.statusCode).toBe(204);
    expect(await historyOf(member)).toEqual([]);
  });
});
