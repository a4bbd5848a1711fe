import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

// POST /api/v1/dev/account-deletions/run (DEV_MAILBOX only): the deletion sweep as if the clock
// were `days` days ahead, for browser journeys that run on the real clock and cannot wait 14 days.

const RUN = '/api/v1/dev/account-deletions/run';
const clock = { now: () => new Date('2026-07-01T08:00:00Z') };
let dev: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [dev, plain] = await Promise.all([
    buildTestApp({ DEV_MAILBOX: 'true', RATE_LIMIT_FACTOR: '1000' }, clock),
    buildTestApp({ DEV_MAILBOX: 'false', RATE_LIMIT_FACTOR: '1000' }, clock),
  ]);
});
afterAll(async () => Promise.all([dev.close(), plain.close()]));

const userRow = (t: TestApp, id: string) =>
  t.app.database.db.selectFrom('user').select(['firstName', 'erasedAt']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the development account-deletion sweep', () => {
  it('does not exist without DEV_MAILBOX, even for a signed-in member', async () => {
    const m = await signedUp(plain.app, { firstName: 'Akua' });
    await m.client.post('/api/v1/account/deletion', { password: m.body.password });
    const res = await m.client.post(RUN, { days: 15 });
    expect(res.statusCode).toBe(404);
    expect((await new TestClient(plain.app).post(RUN, { days: 15 })).statusCode).toBe(404);
    expect(await userRow(plain, m.user.id)).toMatchObject({ firstName: 'Akua', erasedAt: null });
  });

  it('with DEV_MAILBOX: signed in only, days bounded to 0..60', async () => {
    expect((await new TestClient(dev.app).post(RUN, { days: 15 })).statusCode).toBe(401);
    const m = await signedUp(dev.app);
    for (const days of [-1, 61, 1.5, '15']) expect((await m.client.post(RUN, { days })).statusCode, `days ${days}`).toBe(400);
    expect((await m.client.post(RUN, {})).statusCode).toBe(400);
  });

  it('erases an account scheduled for deletion only once its 14 days have passed on the moved clock', async () => {
    const gone = await signedUp(dev.app, { firstName: 'Yaa' });
    const caller = await signedUp(dev.app);
    expect((await gone.client.post('/api/v1/account/deletion', { password: gone.body.password })).statusCode).toBe(202);

    for (const days of [0, 13]) {
      const res = await caller.client.post(RUN, { days });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ erased: 0 });
      expect(await userRow(dev, gone.user.id)).toMatchObject({ firstName: 'Yaa', erasedAt: null });
    }
    // Nothing was cancelled either: the member's deletion still waits.
    expect((await gone.client.get('/api/v1/account/deletion')).json().scheduledFor).toBe('2026-07-15T08:00:00.000Z');

    const res = await caller.client.post(RUN, { days: 14 });
    expect(res.json()).toEqual({ erased: 1 });
    expect(await userRow(dev, gone.user.id)).toMatchObject({ firstName: 'Deleted', erasedAt: expect.anything() });
    // Run again: nothing left to erase; the caller's own account is untouched.
    expect((await caller.client.post(RUN, { days: 60 })).json()).toEqual({ erased: 0 });
    expect((await userRow(dev, caller.user.id)).erasedAt).toBeNull();
  });
});
