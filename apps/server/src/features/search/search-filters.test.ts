import type { SearchResults } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob, projectInput } from '../../test/job-fixtures.js';

// Filters, tabs, paging and suggested filter values of the one search (spec §3, §9).

let t: TestApp;
let poster: TestClient;

const search = async (query: string) => {
  const res = await poster.get(`/api/v1/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
};
const group = (results: SearchResults, kind: string) => results.groups.find((g) => g.kind === kind)!;
const titles = (results: SearchResults, kind: string) => group(results, kind).items.map((i) => i.title);

beforeAll(async () => {
  // One poster posts 28 listings: ten times the daily limit.
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '10' });
  poster = (await signedUp(t.app, { firstName: 'Akosua', lastName: 'Frimpong' })).client;
  await postJob(poster, {
    title: 'Mobile Engineer',
    location: 'Accra, Ghana',
    experienceLevel: 'senior',
    skills: ['Kotlin', 'Flutter'],
    companyName: 'Hubtel',
  });
  await postJob(poster, {
    title: 'Mobile Developer',
    location: 'Lagos, Nigeria',
    experienceLevel: 'entry',
    skills: ['Flutter'],
    companyName: 'Paystack',
  });
  await postJob(poster, { title: 'Mobile QA Engineer', location: 'Accra, Ghana', experienceLevel: 'entry', skills: ['JavaScript'] });
  const project = await poster.post(
    '/api/v1/jobs',
    projectInput({ title: 'Mobile app for a clinic', location: 'Kumasi, Ghana', experienceLevel: 'mid' }),
  );
  expect(project.statusCode).toBe(201);
  // One listing posted 40 days ago, for the date filter.
  const old = await postJob(poster, { title: 'Mobile Lead', location: 'Accra, Ghana' });
  await t.app.database.db
    .updateTable('job')
    .set({ title: 'Mobile Lead', postedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() })
    .where('id', '=', old.id)
    .execute();
  for (let i = 1; i <= 23; i++) await postJob(poster, { title: `Cashier ${i}`, location: 'Tamale, Ghana', skills: ['Customer Service'] });
});
afterAll(async () => t.close());

describe('filters', () => {
  it('narrow jobs by location and experience, and leave out kinds without them', async () => {
    expect(titles(await search('q=mobile&tab=jobs&location=accra'), 'job').sort()).toEqual([
      'Mobile Engineer',
      'Mobile Lead',
      'Mobile QA Engineer',
    ]);
    expect(titles(await search('q=mobile&tab=jobs&location=Accra&experience=entry'), 'job')).toEqual(['Mobile QA Engineer']);
    const all = await search('q=mobile&experience=senior');
    expect(titles(all, 'job')).toEqual(['Mobile Engineer']);
    expect(group(all, 'course').items).toEqual([]);
    expect(group(all, 'person').items).toEqual([]);
  });

  it('narrow by skills (all of them) and by date posted', async () => {
    expect(titles(await search('q=mobile&tab=jobs&skills=flutter'), 'job').sort()).toEqual(['Mobile Developer', 'Mobile Engineer']);
    expect(titles(await search(`q=mobile&tab=jobs&skills=${encodeURIComponent('Flutter, Kotlin')}`), 'job')).toEqual(['Mobile Engineer']);
    expect(titles(await search('q=mobile&tab=jobs&dateRange=month'), 'job')).not.toContain('Mobile Lead');
    expect(titles(await search('q=mobile&tab=jobs'), 'job')).toContain('Mobile Lead');
  });

  it('refuse values outside the lists', async () => {
    for (const bad of [
      'experience=guru',
      'dateRange=year',
      'tab=companies',
      `skills=${Array.from({ length: 11 }, (_, i) => `skill${i}`).join(',')}`,
    ]) {
      const res = await poster.get(`/api/v1/search?q=mobile&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('suggest skills, locations and companies found in the results', async () => {
    const { suggestedFilters } = await search('q=mobile');
    expect(suggestedFilters.locations[0]).toBe('Accra, Ghana');
    expect(suggestedFilters.skills).toEqual(expect.arrayContaining(['Flutter', 'Kotlin']));
    expect(suggestedFilters.companies).toEqual(expect.arrayContaining(['Hubtel', 'Paystack']));
  });
});

describe('tabs and pages', () => {
  it('show at most 20 of a kind, with the rest behind "show more"', async () => {
    const all = await search('q=cashier');
    expect(group(all, 'job')).toMatchObject({ total: 23, nextCursor: null });
    expect(group(all, 'job').items).toHaveLength(20);
    const first = group(await search('q=cashier&tab=jobs'), 'job');
    expect(first).toMatchObject({ total: 23, nextCursor: '20' });
    const second = group(await search('q=cashier&tab=jobs&cursor=20'), 'job');
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(23);
  });

  it('give one group on a kind’s tab and every kind on All', async () => {
    expect((await search('q=mobile&tab=projects')).groups.map((g) => g.kind)).toEqual(['project']);
    expect((await search('q=mobile')).groups.map((g) => g.kind)).toEqual(['person', 'job', 'project', 'course', 'skill']);
    expect(titles(await search('q=mobile&tab=projects'), 'project')).toEqual(['Mobile app for a clinic']);
  });

  it('refuse a cursor that is not one of theirs', async () => {
    for (const cursor of ['abc', '-20', '7', '100000']) {
      expect((await poster.get(`/api/v1/search?q=cashier&tab=jobs&cursor=${cursor}`)).statusCode, cursor).toBe(400);
    }
    expect((await poster.get('/api/v1/search?q=cashier&cursor=20')).statusCode).toBe(400);
  });
});
