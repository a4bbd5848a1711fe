import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let https: TestApp;
let http: TestApp;
beforeAll(async () => {
  https = await buildTestApp({ PUBLIC_URL: 'https://skilllink.example' });
  http = await buildTestApp();
});
afterAll(async () => {
  await https.close();
  await http.close();
});

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);

describe('cookie names: __Host- over https', () => {
  it('over https, the session and CSRF cookies are __Host- cookies: Secure, Path=/, no Domain', async () => {
    const { body } = await signedUp(https.app);
    const client = new TestClient(https.app);
    const first = await client.get('/api/health');
    const csrf = setCookies(first).find((c) => c.startsWith('__Host-sl_csrf='));
    expect(csrf).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
    const login = await client.post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    const session = setCookies(login).find((c) => c.startsWith('__Host-sl_session='));
    expect(session).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    for (const cookie of [csrf!, session!]) expect(cookie).not.toMatch(/domain=/i);
    expect((await client.get('/api/v1/session')).json().user.email).toBe(body.email);
  });

  it('over https, cookies without the prefix are not honoured', async () => {
    const { body } = await signedUp(https.app);
    const client = new TestClient(https.app);
    await client.post('/api/v1/auth/login', { email: body.email, password: body.password });
    const planted = new TestClient(https.app);
    planted.cookies.set('sl_session', client.cookies.get('__Host-sl_session')!);
    planted.cookies.set('sl_csrf', 'planted-by-a-subdomain');
    expect((await planted.get('/api/v1/session')).statusCode).toBe(401);
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: 'sl_csrf=planted-by-a-subdomain', 'x-csrf-token': 'planted-by-a-subdomain' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('over plain http (development), the names stay sl_session and sl_csrf', async () => {
    const { client } = await signedUp(http.app);
    // sl_signed_in: only "1", readable by the app (ADR 076), carries no authority.
    expect([...client.cookies.keys()].sort()).toEqual(['sl_csrf', 'sl_session', 'sl_signed_in']);
  });
});
