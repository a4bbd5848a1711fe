import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function sessionCookie(res: { cookies: { name: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }[] }) {
  return res.cookies.find((c) => c.name === 'sl_session');
}

describe('login, session and logout', () => {
  it('signs in with a browser-session cookie, or a 30-day cookie with Remember me', async () => {
    const { body } = await signedUp(t.app);
    const plain = await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(plain.statusCode).toBe(200);
    const cookie = sessionCookie(plain);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
    // Beside it, with the same lifetime, "1" the app can read: a browser that holds a sign-in (ADR 076).
    const hint = plain.cookies.find((c) => c.name === 'sl_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(hint?.maxAge).toBeUndefined();
    expect(hint?.httpOnly).toBeFalsy();

    const remembered = await new TestClient(t.app).post('/api/v1/auth/login', {
      email: body.email,
      password: body.password,
      rememberMe: true,
    });
    expect(sessionCookie(remembered)?.maxAge).toBe(30 * 24 * 3600);
    expect(remembered.cookies.find((c) => c.name === 'sl_signed_in')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('stores only a hash of the session token', async () => {
    const { client, user } = await signedUp(t.app);
    const token = client.cookies.get('sl_session')!;
    const rows = await t.app.database.db.selectFrom('session').select('tokenHash').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const { body } = await signedUp(t.app);
    const wrong = await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: 'wrong password' });
    const unknown = await new TestClient(t.app).post('/api/v1/auth/login', { email: 'nobody@example.test', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid e-mail or password' });
  });

  it('answers 400 with field messages for missing fields', async () => {
    const res = await new TestClient(t.app).post('/api/v1/auth/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ email: 'Enter a valid e-mail address', password: expect.any(String) });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { client } = await signedUp(t.app);
    const stolen = client.cookies.get('sl_session')!;
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(client.cookies.has('sl_session')).toBe(false);
    expect(client.cookies.has('sl_signed_in')).toBe(false);
    const replay = new TestClient(t.app);
    replay.cookies.set('sl_session', stolen);
    expect((await replay.get('/api/v1/session')).statusCode).toBe(401);
  });

  it('answers 401 without a session and with an expired one', async () => {
    expect((await new TestClient(t.app).get('/api/v1/session')).json().error.code).toBe('unauthenticated');
    const { client, user } = await signedUp(t.app);
    await t.app.database.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const res = await client.get('/api/v1/session');
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits repeated attempts on one account, with the error shape', async () => {
    const { body } = await signedUp(t.app);
    const client = new TestClient(t.app, '10.1.2.3');
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (await client.post('/api/v1/auth/login', { email: body.email, password: 'nope-nope' })).statusCode;
    expect(last).toBe(429);
    const res = await client.post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('saves theme and language on the account, and refuses bad values', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.patch('/api/v1/session/preferences', { theme: 'dark', language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ theme: 'dark', language: 'fr' });
    expect((await client.get('/api/v1/session')).json().user.theme).toBe('dark');
    expect((await client.patch('/api/v1/session/preferences', { theme: 'purple' })).statusCode).toBe(400);
    expect((await client.patch('/api/v1/session/preferences', {})).statusCode).toBe(400);
    expect((await new TestClient(t.app).patch('/api/v1/session/preferences', { theme: 'dark' })).statusCode).toBe(401);
  });
});
