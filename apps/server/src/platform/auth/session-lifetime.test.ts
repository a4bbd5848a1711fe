import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

const HOUR = 3_600_000;
const start = new Date('2026-05-01T08:00:00Z').getTime();
let now = start;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(now) });
});
afterAll(async () => t.close());

async function signIn(rememberMe: boolean) {
  now = start;
  const { body } = await signedUp(t.app);
  const client = new TestClient(t.app);
  expect((await client.post('/api/v1/auth/login', { email: body.email, password: body.password, rememberMe })).statusCode).toBe(200);
  return client;
}

/** The member uses the app at each of these instants (ms after sign-in); returns the status of each. */
async function activeAt(client: TestClient, offsets: number[]) {
  const codes: number[] = [];
  for (const offset of offsets) {
    now = start + offset;
    codes.push((await client.get('/api/v1/session')).statusCode);
  }
  return codes;
}

describe('absolute session lifetimes', () => {
  it('ends a browser-session sign-in 12 hours after it, however active the member is', async () => {
    const client = await signIn(false);
    const hourly = Array.from({ length: 11 }, (_, i) => (i + 1) * HOUR);
    expect(await activeAt(client, hourly)).toEqual(hourly.map(() => 200));
    expect(await activeAt(client, [12 * HOUR - 1000, 12 * HOUR + 1000, 13 * HOUR])).toEqual([200, 401, 401]);
  });

  it('ends a remember-me sign-in 30 days after it, even when used every day', async () => {
    const client = await signIn(true);
    const daily = Array.from({ length: 29 }, (_, i) => (i + 1) * 24 * HOUR);
    expect(await activeAt(client, daily)).toEqual(daily.map(() => 200));
    expect(await activeAt(client, [30 * 24 * HOUR - 1000, 30 * 24 * HOUR + 1000])).toEqual([200, 401]);
  });
});
