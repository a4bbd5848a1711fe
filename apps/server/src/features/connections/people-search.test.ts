import { sql } from 'kysely';
import { PEOPLE_SEARCH_MAX } from '@skilllink/contracts/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addJob, addSkills, editProfile } from '../../test/profile-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

// Names and words made of these letters only, so no two tests (and no 'x' or 'q') collide.
const LETTERS = 'bcdfghjklmnprstvw';
const token = () => Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

type Card = { id: string; connectionStatus: string; matchScore: number };
const search = async (client: TestClient, q: string) => {
  const res = await client.get(`/api/v1/people/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Card[];
};
const ids = (items: Card[]) => items.map((c) => c.id);

describe('GET /api/v1/people/search', () => {
  it('ranks a name start, then a name containing the query, then title or company, then a skill; then by match score', async () => {
    const tok = token();
    const me = await signedUp(t.app, { firstName: `${cap(tok)}me` });
    await addSkills(me.client, ['React', 'SQL']);
    const startsFirst = await signedUp(t.app, { firstName: `${cap(tok)}a`, lastName: 'Osei' });
    const startsLast = await signedUp(t.app, { firstName: 'Yaw', lastName: `${cap(tok)}son` });
    await addSkills(startsLast.client, ['React', 'SQL']); // match 100: first within its tier
    const contains = await signedUp(t.app, { firstName: 'Kofi', lastName: `Ka${tok}` });
    const byTitle = await signedUp(t.app, { firstName: 'Esi', lastName: 'Addo' });
    await editProfile(byTitle.client, { firstName: 'Esi', lastName: 'Addo', title: `Senior ${tok} engineer` });
    await addSkills(byTitle.client, ['React']); // match 50
    const byCompany = await signedUp(t.app, { firstName: 'Abena', lastName: 'Darko' });
    await addJob(byCompany.client, { company: `${cap(tok)} Ltd` });
    const bySkill = await signedUp(t.app, { firstName: 'Kojo', lastName: 'Quaye' });
    await addSkills(bySkill.client, [tok]);
    await signedUp(t.app, { firstName: 'Nobody', lastName: 'Else' });
    await connectMembers(t.app, me.user.id, contains.user.id);

    const expected = [startsLast, startsFirst, contains, byTitle, byCompany, bySkill].map((m) => m.user.id);
    for (const q of [tok, `  ${tok.toUpperCase()} `]) expect(ids(await search(me.client, q)), q).toEqual(expected);

    // Cards are the searcher's: relation and match score are mine, not someone else's.
    const mine = await search(me.client, tok);
    expect(mine.find((c) => c.id === contains.user.id)?.connectionStatus).toBe('connected');
    expect(mine.find((c) => c.id === startsLast.user.id)?.matchScore).toBe(100);
    const theirs = await search(startsFirst.client, tok);
    expect(ids(theirs)).toContain(me.user.id);
    expect(ids(theirs)).not.toContain(startsFirst.user.id);
    expect(theirs.find((c) => c.id === contains.user.id)?.connectionStatus).toBe('not_connected');
  });

  it('matches names, titles and companies in the middle, a full name, and a word start of a name from one letter', async () => {
    const tok = token();
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: `Ama${tok}`, lastName: `Mensah${tok}` });
    const worker = await signedUp(t.app);
    await addJob(worker.client, { company: 'Old Co', endDate: '2020-01', startDate: '2019-01' });
    await addJob(worker.client, { company: `Hub${tok}tel` });
    expect(ids(await search(me.client, `ama${tok} mensah${tok}`))).toEqual([ama.user.id]);
    expect(ids(await search(me.client, `${tok}tel`))).toEqual([worker.user.id]);
    expect(ids(await search(me.client, tok.slice(2)))).toEqual(expect.arrayContaining([ama.user.id, worker.user.id]));

    // No letter of LETTERS: only these two have "xq" or "qx" anywhere.
    const xq = await signedUp(t.app, { firstName: 'Xqa', lastName: 'Boateng' });
    const inTitle = await signedUp(t.app, { firstName: 'Efua', lastName: 'Sow' });
    await editProfile(inTitle.client, { firstName: 'Efua', lastName: 'Sow', title: 'Maxqueen' });
    // Under three letters only a word start of a name counts; from three, the title too.
    expect(ids(await search(me.client, 'xq'))).toEqual([xq.user.id]);
    expect(ids(await search(me.client, 'X'))).toEqual(expect.arrayContaining([xq.user.id]));
    expect(ids(await search(me.client, 'xqu'))).toEqual([inTitle.user.id]);
    expect(ids(await search(me.client, 'xqa'))).toEqual([xq.user.id]);
    // LIKE wildcards in the query are plain characters.
    expect(await search(me.client, '%')).toEqual([]);
    expect(await search(me.client, '_q')).toEqual([]);
  });

  it('finds holders of a catalogue skill from part of its name, and a skill of any name in full', async () => {
    const tok = token();
    const me = await signedUp(t.app);
    await addSkills(me.client, ['Python']);
    const python = await signedUp(t.app);
    await addSkills(python.client, ['Python', `${tok} weaving`]);
    const pythonOnly = await signedUp(t.app);
    await addSkills(pythonOnly.client, ['Python']);
    const found = ids(await search(me.client, 'pytho'));
    expect(found).toEqual(expect.arrayContaining([python.user.id, pythonOnly.user.id]));
    expect(found).not.toContain(me.user.id);
    expect(ids(await search(me.client, `${tok.toUpperCase()}  weaving`))).toEqual([python.user.id]);
  });

  it('follows profile edits: a new name, a new title, an edited or deleted job', async () => {
    const tok = token();
    const me = await signedUp(t.app);
    const member = await signedUp(t.app, { firstName: 'Ama', lastName: `Old${tok}` });
    await addJob(member.client, { company: `Before${tok}` });
    const jobId = (await member.client.get('/api/v1/profile')).json().profile.experience[0].id;
    expect(ids(await search(me.client, `old${tok}`))).toEqual([member.user.id]);

    await editProfile(member.client, { firstName: 'Ama', lastName: `New${tok}`, title: `Chief ${tok} officer` });
    expect(await search(me.client, `old${tok}`)).toEqual([]);
    expect(ids(await search(me.client, `new${tok}`))).toEqual([member.user.id]);
    expect(ids(await search(me.client, `chief ${tok}`))).toEqual([member.user.id]);

    const edited = await member.client.patch(`/api/v1/profile/experience/${jobId}`, { company: `After${tok}`, position: 'Engineer' });
    expect(edited.statusCode).toBe(200);
    expect(await search(me.client, `before${tok}`)).toEqual([]);
    expect(ids(await search(me.client, `after${tok}`))).toEqual([member.user.id]);
    expect((await member.client.delete(`/api/v1/profile/experience/${jobId}`)).statusCode).toBe(204);
    expect(await search(me.client, `after${tok}`)).toEqual([]);
  });

  it('rewrites the search rows only when a searched field changes (a bio-only save leaves them)', async () => {
    const tok = token();
    const me = await signedUp(t.app);
    const member = await signedUp(t.app, { firstName: 'Kwesi', lastName: `Same${tok}` });
    await editProfile(member.client, { firstName: 'Kwesi', lastName: `Same${tok}`, title: `Planner ${tok}` });
    const segments = async () => {
      if (t.app.database.dialect !== 'sqlite') return 0;
      const { rows } = await sql<{
        n: number;
      }>`select (select count(*) from person_name_fts_data) + (select count(*) from person_work_fts_data) as n`.execute(t.app.database.db);
      return Number(rows[0]!.n);
    };
    const before = await segments();
    await editProfile(member.client, { firstName: 'Kwesi', lastName: `Same${tok}`, title: `Planner ${tok}`, location: 'Tamale' });
    expect(await segments()).toBe(before);
    expect(ids(await search(me.client, `same${tok}`))).toEqual([member.user.id]);
    await editProfile(member.client, { firstName: 'Kwesi', lastName: `Same${tok}`, title: `Architect ${tok}` });
    expect(ids(await search(me.client, `architect ${tok}`))).toEqual([member.user.id]);
    expect(await search(me.client, `planner ${tok}`)).toEqual([]);
  });

  it(`answers at most ${PEOPLE_SEARCH_MAX} members`, async () => {
    const tok = token();
    const me = await signedUp(t.app);
    for (let i = 0; i < PEOPLE_SEARCH_MAX + 2; i += 1) await signedUp(t.app, { firstName: cap(tok), lastName: `N${i}` });
    expect(await search(me.client, tok)).toHaveLength(PEOPLE_SEARCH_MAX);
  });

  it('refuses a blank, missing or too long query (400) and signed-out callers (401)', async () => {
    const me = await signedUp(t.app);
    for (const query of ['q=', 'q=%20%20', '', `q=${'a'.repeat(101)}`]) {
      const res = await me.client.get(`/api/v1/people/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await new TestClient(t.app).get('/api/v1/people/search?q=ama')).statusCode).toBe(401);
  });
});
