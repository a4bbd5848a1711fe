import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { demoAccounts, seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('adds the demo members once, even when run twice at the same time', async () => {
    const [a, b] = await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
    expect(a + b).toBe(demoAccounts.length);
    expect(await seedDemo(t.app.database.db)).toBe(0);
    const count = await t.app.database.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(demoAccounts.length);
  });

  it('lets the printed demo account sign in, verified', async () => {
    await seedDemo(t.app.database.db);
    const res = await new TestClient(t.app).post('/api/v1/auth/login', DEMO_ACCOUNT);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Ama', lastName: 'Mensah', isVerified: true });
  });

  it('gives the demo members real profiles, once, with endorsement counts that match the rows', async () => {
    await seedDemo(t.app.database.db);
    const db = t.app.database.db;
    const tables = ['memberSkill', 'experience', 'education', 'connection', 'skillEndorsement', 'profileView', 'activity'] as const;
    const counts = async () =>
      Promise.all(
        tables.map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const first = await counts();
    await Promise.all([seedDemo(db), seedDemo(db)]);
    expect(await counts()).toEqual(first);

    const client = new TestClient(t.app);
    await client.post('/api/v1/auth/login', DEMO_ACCOUNT);
    const { profile } = (await client.get('/api/v1/profile')).json();
    expect(profile.skills.length).toBeGreaterThanOrEqual(5);
    expect(profile.experience[0]).toMatchObject({ company: 'Hubtel', endDate: null });
    expect(profile.connectionCount).toBe(6);
    expect(profile.profileViews).toBeGreaterThan(0);
    const given = await db
      .selectFrom('skillEndorsement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('memberSkillId', '=', profile.skills[0].id)
      .executeTakeFirstOrThrow();
    expect(profile.skills[0].endorsements).toBe(Number(given.n));
  });
});
