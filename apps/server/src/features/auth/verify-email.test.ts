import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('e-mail verification', () => {
  it('verifies the member who opens the link; opening it again just says so', async () => {
    const { client, user } = await signedUp(t.app, {}, { verified: false });
    expect(user.isVerified).toBe(false);
    const mail = await lastMailTo(t.app, user.email);
    // The link works without a session (opened on another device).
    const res = await new TestClient(t.app).post('/api/v1/auth/verify-email', { token: mail!.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isVerified: true });
    expect((await client.get('/api/v1/session')).json().user.isVerified).toBe(true);
    const again = await client.post('/api/v1/auth/verify-email', { token: mail!.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ id: user.id, isVerified: true });
  });

  it('resends a fresh link that replaces the old one, only for a signed-in member', async () => {
    const { client, user } = await signedUp(t.app, {}, { verified: false });
    const first = await lastMailTo(t.app, user.email);
    const res = await client.post('/api/v1/auth/resend-verification');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`We sent a new verification link to ${user.email}`);
    const second = await lastMailTo(t.app, user.email);
    expect(second!.token).not.toBe(first!.token);
    expect((await client.post('/api/v1/auth/verify-email', { token: first!.token })).statusCode).toBe(400);
    expect((await client.post('/api/v1/auth/verify-email', { token: second!.token })).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/resend-verification')).json().message).toBe('Your e-mail address is already verified');
    expect((await new TestClient(t.app).post('/api/v1/auth/resend-verification')).statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const res = await new TestClient(t.app).post('/api/v1/auth/verify-email', { token: 'not-a-real-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });
});
