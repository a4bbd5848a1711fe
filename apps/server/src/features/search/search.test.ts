import type { SearchResults, TypeaheadResults } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { addSkills, editProfile } from '../../test/profile-fixtures.js';
import { postJob } from '../jobs/test-helpers.js';

let t: TestApp;
let kwame: TestClient;
let ama: TestClient;

const search = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/v1/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
};
const titles = (results: SearchResults, kind: string) => results.groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];

beforeAll(async () => {
  t = await buildTestApp();
  kwame = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asante' })).client;
  ama = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Owusu' })).client;
  await editProfile(kwame, { firstName: 'Kwame', lastName: 'Asante', title: 'Développeur Frontend', location: 'Accra, Ghana' });
  await addSkills(kwame, ['React', 'TypeScript']);
  await postJob(ama, { title: 'Développeur Frontend', location: 'Dakar, Sénégal', skills: ['React'] });
  await postJob(ama, { title: 'Data Analyst', location: 'Nairobi, Kenya', experienceLevel: 'senior', skills: ['SQL'] });
});
afterAll(async () => t.close());

describe('one search', () => {
  it('finds by accents, prefixes, typos and stems', async () => {
    const r = await search(ama, 'q=r%C3%A9act');
    expect(titles(r, 'skill')).toContain('React');
    expect(titles(r, 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, 'q=developpeur'), 'job')).toEqual(['Développeur Frontend']);
    expect(titles(await search(ama, 'q=asa'), 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, 'q=asnate'), 'person')).toEqual(['Kwame Asante']);
    expect(titles(await search(ama, 'q=analysts'), 'job')).toEqual(['Data Analyst']);
    const typeahead = (await (await ama.get('/api/v1/search/typeahead?q=kw')).json()) as TypeaheadResults;
    expect(typeahead.items.map((i) => i.title)).toContain('Kwame Asante');
  });
});
