import { SEARCH_KINDS, TAB_KIND, type SearchKind, type SearchResults } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/database.js';
import { docTerms } from '../../platform/search-index.js';
import { SEARCH_SOURCES } from '../../search-sources.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { addJob, addSkills, editProfile } from '../../test/profile-fixtures.js';
import { stemsOf } from '../../platform/search-words.js';
import { jobInput, postJob, projectInput } from '../../test/job-fixtures.js';

// The index never drifts (issue 24): people, jobs, projects, courses and skills are changed in
// every way there is — through the API, and behind its back as a bulk load or an operator
// would — and then every search answers exactly what a direct read of the tables finds.

let t: TestApp;
let db: DB;
let kofi: TestClient;
let esi: TestClient;
let reader: TestClient;

const TAB_OF = Object.fromEntries(Object.entries(TAB_KIND).map(([tab, kind]) => [kind, tab])) as Record<SearchKind, string>;

/** Every ref a kind's tab finds for `word`, through all its pages. */
async function searched(kind: SearchKind, word: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await reader.get(`/api/v1/search?q=${encodeURIComponent(word)}&tab=${TAB_OF[kind]}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const group: SearchResults['groups'][number] = (res.json() as SearchResults).groups[0]!;
    found.push(...group.items.map((i) => i.id));
    cursor = group.nextCursor;
  }
  return found.sort();
}

/** What a direct read of the source tables says `word` finds: a word starting so, or one of its stems. */
async function direct(kind: SearchKind, word: string): Promise<string[]> {
  const source = SEARCH_SOURCES.find((s) => s.kinds.includes(kind))!;
  const table = { user: 'user', job: 'job', course: 'course', skill: 'skillCatalog' } as const;
  const ids = (await db.selectFrom(table[source.source]).select('id').execute()).map((r) => r.id);
  const docs = await source.build(db, ids);
  return docs
    .filter((d) => d.kind === kind)
    .filter((d) => {
      const { words, stems } = docTerms(d.texts);
      const wanted = stemsOf(word);
      return words.some((w) => w.startsWith(word)) || [...words, ...stems].some((term) => wanted.includes(term));
    })
    .map((d) => d.refId)
    .sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.database.db;
  kofi = (await signedUp(t.app, { firstName: 'Kofi', lastName: 'Mensah' })).client;
  esi = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Boateng' })).client;
  reader = (await signedUp(t.app, { firstName: 'Yaw', lastName: 'Darko' })).client;
});
afterAll(async () => t.close());

describe('the search index', () => {
  it('answers as the tables do after every kind of change', async () => {
    // People: profile edits, skills added and removed, experience added and moved.
    await editProfile(kofi, { firstName: 'Kofi', lastName: 'Mensah', title: 'Data Engineer', location: 'Kumasi, Ghana' });
    await addSkills(kofi, ['Python', 'Kotlin']);
    await addJob(kofi, { company: 'Hubtel' });
    await editProfile(esi, { firstName: 'Esi', lastName: 'Boatemaa', title: 'Product Designer', location: 'Accra, Ghana' });
    await addSkills(esi, ['Figma']);
    const skill = await db.selectFrom('memberSkill').select('id').where('name', '=', 'Kotlin').executeTakeFirstOrThrow();
    expect((await kofi.delete(`/api/v1/profile/skills/${skill.id}`)).statusCode).toBe(204);
    await db.updateTable('experience').set({ company: 'Farmerline' }).where('company', '=', 'Hubtel').execute();
    await db.updateTable('user').set({ lastName: 'Mensah-Bonsu' }).where('firstName', '=', 'Kofi').execute();

    // Jobs and projects: posted, edited, closed, reopened, closed for good.
    const job = await postJob(kofi, { title: 'Data Engineer', location: 'Kumasi, Ghana', skills: ['Python'] });
    const edited = await postJob(kofi, { title: 'Frontend Developer' });
    const put = await kofi.put(`/api/v1/jobs/${edited.id}`, jobInput({ title: 'Design Engineer' }));
    expect(put.statusCode, put.body).toBe(200);
    const project = await kofi.post('/api/v1/jobs', projectInput({ title: 'Data dashboard for a farm' }));
    expect(project.statusCode, project.body).toBe(201);
    expect((await kofi.post(`/api/v1/jobs/${job.id}/close`)).statusCode).toBe(200);
    expect((await kofi.post(`/api/v1/jobs/${job.id}/reopen`)).statusCode).toBe(200);
    const closed = await postJob(esi, { title: 'Data Analyst' });
    expect((await esi.post(`/api/v1/jobs/${closed.id}/close`)).statusCode).toBe(200);

    // Courses and the skills catalogue: reference data an operator edits, adds and removes.
    const course = await db.selectFrom('course').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('course')
      .set({ title: `Data ${course.title}` })
      .where('id', '=', course.id)
      .execute();
    const catalogSkill = await db.selectFrom('skillCatalog').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('skillCatalog').set({ name: 'Data Storytelling' }).where('id', '=', catalogSkill.id).execute();
    const last = await db.selectFrom('skillCatalog').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('skillCatalog').where('id', '=', last.id).execute();

    for (const word of ['data', 'design', 'kofi', 'mensah', 'farmerline', 'hubtel', 'kotlin', 'python', 'figma', 'boatemaa', 'kumasi']) {
      for (const kind of SEARCH_KINDS) {
        expect(await searched(kind, word), `${kind} ${word}`).toEqual(await direct(kind, word));
      }
    }
    // Some of those changes found something, so the comparison is not between two empty lists.
    expect(await searched('job', 'data')).toEqual([job.id]);
    expect(await searched('project', 'data')).toEqual([(project.json() as { id: string }).id]);
    expect(await searched('person', 'farmerline')).toHaveLength(1);
    expect(await searched('person', 'kotlin')).toEqual([]);
    expect(await searched('skill', 'storytelling')).toEqual([catalogSkill.id]);
  });

  it('is left alone by a save that changes nothing it shows, so kept answers stay', async () => {
    const version = async () => {
      expect((await reader.get('/api/v1/search?q=kofi')).statusCode).toBe(200); // indexes what is pending
      return (await db.selectFrom('searchVersion').select('version').executeTakeFirstOrThrow()).version;
    };
    const before = await version();
    await editProfile(esi, { firstName: 'Esi', lastName: 'Boatemaa', title: 'Product Designer', location: 'Accra, Ghana' });
    expect(await version()).toBe(before);
    await editProfile(esi, { firstName: 'Esi', lastName: 'Boatemaa', title: 'Service Designer', location: 'Accra, Ghana' });
    expect(await version()).toBeGreaterThan(before);
  });
});
