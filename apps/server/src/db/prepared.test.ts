import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { signedUp } from '../test/factories.js';
import { prepared } from './prepared.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const memberByEmail = prepared((db, email: string) =>
  db.selectFrom('user').select(['id', 'firstName', 'isVerified']).where('email', '=', email).where('language', '!=', 'none'),
);
const rename = prepared((db, id: string, firstName: string) => db.updateTable('user').set({ firstName }).where('id', '=', id));

describe('prepared queries (compiled once, values bound per call)', () => {
  it('answers each call with its own values, camelCased, in and out of transactions', async () => {
    const { db } = t.app.database;
    const [a, b] = [await signedUp(t.app, { firstName: 'Ama' }), await signedUp(t.app, { firstName: 'Kofi' })];
    expect((await memberByEmail(db, a.user.email)).rows).toEqual([{ id: a.user.id, firstName: 'Ama', isVerified: expect.anything() }]);
    expect((await memberByEmail(db, b.user.email)).rows[0]?.firstName).toBe('Kofi');
    expect((await memberByEmail(db, 'nobody@example.com')).rows).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await rename(trx, a.user.id, 'Akosua');
      expect((await memberByEmail(trx, a.user.email)).rows[0]?.firstName).toBe('Akosua');
    });
    // The ordinary query sees what the prepared one wrote, and only for that member.
    const names = await db.selectFrom('user').select(['id', 'firstName']).where('id', 'in', [a.user.id, b.user.id]).execute();
    expect(Object.fromEntries(names.map((r) => [r.id, r.firstName]))).toEqual({ [a.user.id]: 'Akosua', [b.user.id]: 'Kofi' });
  });

  it('refuses, at its first call, a query whose SQL depends on the values passed', async () => {
    const { db } = t.app.database;
    const spread = prepared((d, ids: string[]) =>
      d
        .selectFrom('user')
        .select('id')
        .where('id', 'in', [...ids]),
    );
    await expect(async () => spread(db, ['a', 'b'])).rejects.toThrow(/cannot be built without its values/);
    const derived = prepared((d, name: string) => d.selectFrom('user').select('id').where('firstName', '=', name.toString().trim()));
    await expect(async () => derived(db, 'Ama')).rejects.toThrow(/depends on the values/);
    const shaped = prepared((d, changes: Record<string, string>) =>
      d
        .updateTable('user')
        .set({ ...changes })
        .where('id', '=', 'x'),
    );
    await expect(async () => shaped(db, { firstName: 'A' })).rejects.toThrow(/depends on the values/);
  });
});
