import type { SearchResults, TypeaheadResults } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addSkills, editProfile } from '../../test/profile-fixtures.js';
import { jobInput, postJob } from '../../test/job-fixtures.js';

// The one search's language (issue 24): the same cases pass on SQLite and on PostgreSQL
// (TEST_DATABASE_URL), because both read tokens made in Node (ADR 060).

let t: TestApp;
let kwame: TestClient;
let ama: TestClient;

const search = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/v1/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
};
const titles = (results: SearchResults, kind: string) => results.groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  t = await buildTestApp();
  kwame = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asante' })).client;
  ama = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Owusu' })).client;
  await editProfile(kwame, { firstName: 'Kwame', lastName: 'Asante', title: 'Développeur Frontend', location: 'Accra, Ghana' });
  await addSkills(kwame, ['React', 'TypeScript']);
  await postJob(ama, { title: 'Développeur Frontend', location: 'Dakar, Sénégal', skills: ['React'] });
  await postJob(ama, { title: 'Data Analyst', location: 'Nairobi, Kenya', experienceLevel: 'senior', skills: ['SQL'] });
  await postJob(ama, { title: 'Chef de développement web', location: 'Abidjan', skills: ['PHP'] });
  await postJob(ama, { title: 'Product Designer', location: 'Kigali, Rwanda', skills: ['Figma'] });
});
afterAll(async () => t.close());

describe('what a query finds', () => {
  it('folds accents and case both ways', async () => {
    const react = await search(ama, q('réact'));
    expect(titles(react, 'skill')).toContain('React');
    expect(titles(react, 'course')).toContain('React and TypeScript in Practice');
    expect(titles(react, 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, q('developpeur')), 'job')).toEqual(['Développeur Frontend']);
    expect(titles(await search(ama, q('DÉVELOPPEUR')), 'person')).toEqual(['Kwame Asante']);
  });

  it('matches the first letters of any word as one types', async () => {
    expect(titles(await search(ama, q('asa')), 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, q('kw as')), 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, q('fron dak')), 'job')).toEqual(['Développeur Frontend']);
  });

  it('forgives one wrong letter in words of five letters or more, not in shorter ones', async () => {
    expect(titles(await search(ama, q('asnate')), 'person')).toEqual(['Kwame Asante']); // swapped
    expect(titles(await search(ama, q('analist')), 'job')).toEqual(['Data Analyst']); // changed
    expect(titles(await search(ama, q('desgner')), 'job')).toEqual(['Product Designer']); // left out
    expect(titles(await search(ama, q('kwamme')), 'person')).toEqual(['Kwame Asante']); // added
    expect(titles(await search(ama, q('dta')), 'job')).toEqual([]);
  });

  it('stems English and French words', async () => {
    expect(titles(await search(ama, q('analysts')), 'job')).toEqual(['Data Analyst']);
    expect(titles(await search(ama, q('designs')), 'job')).toEqual(['Product Designer']);
    expect(titles(await search(ama, q('développements')), 'job')).toEqual(['Chef de développement web']);
  });

  it('treats quotes, operators, SQL and FTS syntax as text', async () => {
    for (const text of [
      '"React" OR *',
      'react AND NOT php',
      "'; drop table search_entry; --",
      'NEAR(react php)',
      'react:*',
      'a & b | !c',
      '(((',
      'title:react',
      '^react',
      '*',
      '"',
    ]) {
      await search(ama, q(text));
    }
    expect(titles(await search(ama, q('"React"')), 'skill')).toContain('React');
    expect(titles(await search(ama, q('react:*')), 'person')).toEqual(['Kwame Asante']);
    expect((await search(ama, q('*'))).total).toBe(0);
  });

  it('refuses queries over 200 characters before any work, and empty ones', async () => {
    for (const text of ['a'.repeat(1000), 'react '.repeat(34)]) {
      const res = await ama.get(`/api/v1/search?${q(text)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('200') });
    }
    expect((await ama.get('/api/v1/search?q=%20%20')).statusCode).toBe(400);
    expect((await ama.get(`/api/v1/search/typeahead?${q('a'.repeat(1000))}`)).statusCode).toBe(400);
    await search(ama, q('r'.repeat(200)));
  });

  it('is for members only', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/v1/search?${q('react')}`)).statusCode).toBe(401);
    expect((await visitor.get(`/api/v1/search/typeahead?${q('react')}`)).statusCode).toBe(401);
  });
});

describe('results', () => {
  it('ranks connections first, then their connections', async () => {
    const twin = await signedUp(t.app, { firstName: 'Kwame', lastName: 'Boateng' });
    const friend = await signedUp(t.app, { firstName: 'Efua', lastName: 'Kwame' });
    const reader = await signedUp(t.app, { firstName: 'Yaa', lastName: 'Kwame' });
    await connectMembers(t.app, reader.user.id, friend.user.id);
    await connectMembers(t.app, friend.user.id, twin.user.id);
    const people = (await search(reader.client, q('kwame'))).groups.find((g) => g.kind === 'person')!.items;
    expect(people.map((p) => [p.title, p.degree])).toEqual([
      ['Efua Kwame', 1],
      ['Kwame Boateng', 2],
      // The reader too, as LinkedIn shows you in a search for your own name; newest first among equals.
      ['Yaa Kwame', null],
      ['Kwame Asante', null],
    ]);
    expect(people[0]).toMatchObject({ href: `/app/profile/${friend.user.id}`, kind: 'person' });
  });

  it('gives jobs the reader’s match score and shows their cards', async () => {
    const jobs = (await search(kwame, q('developpeur'))).groups.find((g) => g.kind === 'job')!.items;
    expect(jobs[0]).toMatchObject({
      title: 'Développeur Frontend',
      subtitle: expect.any(String),
      location: 'Dakar, Sénégal',
      skills: ['React'],
    });
    expect(jobs[0]!.matchScore).toBeGreaterThan(0);
    expect(jobs[0]!.href).toMatch(/^\/app\/jobs\//);
  });

  it('scores a listing again as soon as its poster edits it', async () => {
    const scoreOf = async () =>
      (await search(kwame, `${q('Kigali designer')}&tab=jobs`)).groups[0]!.items.find((i) => i.title === 'Product Designer')!.matchScore;
    const before = await scoreOf();
    const job = (await search(ama, `${q('Kigali designer')}&tab=jobs`)).groups[0]!.items[0]!;
    // Remote and asking for Kwame's skills: the location and skills parts of his score rise.
    const res = await ama.put(
      `/api/v1/jobs/${job.id}`,
      jobInput({ title: 'Product Designer', location: 'Kigali, Rwanda', isRemote: true, skills: ['React', 'TypeScript'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await scoreOf()).toBeGreaterThan(before!);
  });

  it('typeahead gives a few of people, jobs, courses and skills', async () => {
    const res = await ama.get(`/api/v1/search/typeahead?${q('re')}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as TypeaheadResults;
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['person', 'job', 'course', 'skill']));
    expect(items.filter((i) => i.kind === 'skill').length).toBeLessThanOrEqual(3);
  });
});
