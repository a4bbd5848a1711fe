import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NEUTRAL = 'If an account exists for that e-mail, we have sent a link to reset its password.';

describe('forgot and reset password', () => {
  it('e-mails a single-use link; the new password works, the old does not, other sessions end', async () => {
    const { body, client: otherDevice } = await signedUp(t.app);
    const res = await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(NEUTRAL);
    const mail = await lastMailTo(t.app, body.email);
    expect(mail?.link).toMatch(/\/auth\/reset-password\?token=/);

    const check = (token: string) => new TestClient(t.app).post('/api/v1/auth/reset-password/check', { token });
    expect((await check(mail!.token!)).statusCode).toBe(200);
    const reset = await new TestClient(t.app).post('/api/v1/auth/reset-password', { token: mail!.token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await otherDevice.get('/api/v1/session')).statusCode).toBe(401);

    const client = new TestClient(t.app);
    expect((await client.post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await client.post('/api/v1/auth/login', { email: body.email, password: 'a brand new secret' })).statusCode).toBe(200);

    const again = await new TestClient(t.app).post('/api/v1/auth/reset-password', { token: mail!.token, password: 'yet another one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    // The page asks before showing the form, so a used link says so at once.
    const used = await check(mail!.token!);
    expect(used.statusCode).toBe(400);
    expect(used.json().error.code).toBe('invalid_token');
    expect((await check('made-up')).statusCode).toBe(400);
    expect((await new TestClient(t.app).post('/api/v1/auth/reset-password/check', {})).statusCode).toBe(400);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const email = `nobody.${Date.now()}@example.test`;
    const res = await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(NEUTRAL);
    expect(await lastMailTo(t.app, email)).toBeNull();
  });

  it('refuses an expired link and a superseded link', async () => {
    const { body, user } = await signedUp(t.app);
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    const first = await lastMailTo(t.app, body.email);
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    const second = await lastMailTo(t.app, body.email);
    expect(second!.token).not.toBe(first!.token);
    const old = await new TestClient(t.app).post('/api/v1/auth/reset-password', { token: first!.token, password: 'whatever123' });
    expect(old.statusCode).toBe(400);

    await t.app.database.db
      .updateTable('authToken')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    const expired = await new TestClient(t.app).post('/api/v1/auth/reset-password', { token: second!.token, password: 'whatever123' });
    expect(expired.statusCode).toBe(400);
  });

  it('validates the new password and the token field', async () => {
    const res = await new TestClient(t.app).post('/api/v1/auth/reset-password', { token: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('Password must be at least 8 characters');
    const missing = await new TestClient(t.app).post('/api/v1/auth/reset-password', { password: 'long enough' });
    expect(missing.json().error.fields.token).toBeDefined();
  });

  it('rate-limits reset requests for one address', async () => {
    const client = new TestClient(t.app, '10.4.4.4');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await client.post('/api/v1/auth/forgot-password', { email: 'target@example.test' })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
