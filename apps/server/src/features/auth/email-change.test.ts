import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember, signedUp } from '../../test/factories.js';

const DAY = 86_400_000;
let now = new Date('2026-06-01T08:00:00Z').getTime();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: () => new Date(now) });
});
afterAll(async () => t.close());

const mailCount = async (to: string) =>
  (await t.app.database.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', to).execute()).length;

async function requestChange(client: TestClient, password: string) {
  const newEmail = newMember().email;
  const res = await client.post('/api/v1/account/email', { newEmail, password });
  expect(res.statusCode).toBe(202);
  expect(res.json().message).toBe(`We sent a link to ${newEmail}. Your e-mail address changes when you open it.`);
  return { newEmail, verify: (await lastMailTo(t.app, newEmail))! };
}

describe('changing the e-mail address', () => {
  it('changes only once the new address opens its link; the old one is told', async () => {
    const { client, body } = await signedUp(t.app);
    const { newEmail, verify } = await requestChange(client, body.password);
    const notice = await lastMailTo(t.app, body.email);
    expect(notice?.subject).toBe('Your SkillLink e-mail address is being changed');
    expect(notice?.textBody).toContain(newEmail);
    expect((await client.get('/api/v1/account')).json().account).toMatchObject({ email: body.email, pendingEmail: newEmail });
    // Until then, the old address still signs in.
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);

    const confirmed = await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: verify.token });
    expect(confirmed.json()).toEqual({ message: `Your e-mail address is now ${newEmail}.`, email: newEmail });
    expect((await client.get('/api/v1/session')).json().user).toMatchObject({ email: newEmail, isVerified: true });
    expect((await client.get('/api/v1/account')).json().account.pendingEmail).toBeNull();
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: newEmail, password: body.password })).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(401);
  });

  it('undo from the old address after the change: the old address is back and every session ends', async () => {
    const { client, body } = await signedUp(t.app);
    const { newEmail, verify } = await requestChange(client, body.password);
    const undo = (await lastMailTo(t.app, body.email))!;
    await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: verify.token });
    now += 6 * DAY;
    const res = await new TestClient(t.app).post('/api/v1/account/email/undo', { token: undo.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'reverted', message: expect.stringMatching(/old e-mail address is back/) });
    expect((await client.get('/api/v1/session')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: newEmail, password: body.password })).statusCode).toBe(401);
    // A link works once.
    expect((await new TestClient(t.app).post('/api/v1/account/email/undo', { token: undo.token })).statusCode).toBe(400);
  });

  it('undo before the change cancels it; the new address’s link then does nothing', async () => {
    const { client, body } = await signedUp(t.app);
    const { verify } = await requestChange(client, body.password);
    const undo = (await lastMailTo(t.app, body.email))!;
    expect((await new TestClient(t.app).post('/api/v1/account/email/undo', { token: undo.token })).json().message).toMatch(/cancelled/);
    expect((await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: verify.token })).statusCode).toBe(400);
    expect((await client.get('/api/v1/account')).json().account).toMatchObject({ email: body.email, pendingEmail: null });
  });

  it('links expire: the new address’s after 48 hours, the undo after 7 days', async () => {
    const { client, body } = await signedUp(t.app, {}, { rememberMe: true });
    const { verify } = await requestChange(client, body.password);
    const undo = (await lastMailTo(t.app, body.email))!;
    now += 49 * 3_600_000;
    const late = await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: verify.token });
    expect(late.json().error.code).toBe('invalid_token');
    expect((await client.get('/api/v1/account')).json().account.pendingEmail).toBeNull();
    now += 6 * DAY;
    expect((await new TestClient(t.app).post('/api/v1/account/email/undo', { token: undo.token })).statusCode).toBe(400);
  });

  it('a newer request replaces the older; "Cancel" drops it', async () => {
    const { client, body } = await signedUp(t.app);
    const first = await requestChange(client, body.password);
    const second = await requestChange(client, body.password);
    expect((await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: first.verify.token })).statusCode).toBe(400);
    expect((await client.get('/api/v1/account')).json().account.pendingEmail).toBe(second.newEmail);
    expect((await client.delete('/api/v1/account/email')).json().account.pendingEmail).toBeNull();
    expect((await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: second.verify.token })).statusCode).toBe(400);
  });

  it('an address that has an account: the same answer, its owner is told, nothing changes', async () => {
    const { client, body } = await signedUp(t.app);
    const owner = await signedUp(t.app);
    const before = await mailCount(owner.body.email);
    const res = await client.post('/api/v1/account/email', { newEmail: owner.body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`We sent a link to ${owner.body.email}. Your e-mail address changes when you open it.`);
    expect(await mailCount(owner.body.email)).toBe(before + 1);
    expect((await lastMailTo(t.app, owner.body.email))?.subject).toBe('Someone tried to move a SkillLink account to your e-mail address');
    expect((await client.get('/api/v1/account')).json().account).toMatchObject({ email: body.email, pendingEmail: null });
  });

  it('refuses a wrong password, the same address, a bad address and a visitor; nothing is sent', async () => {
    const { client, body } = await signedUp(t.app);
    const target = newMember().email;
    const wrong = await client.post('/api/v1/account/email', { newEmail: target, password: 'not my password' });
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', fields: { password: 'Your current password is not right' } });
    const same = await client.post('/api/v1/account/email', { newEmail: body.email, password: body.password });
    expect(same.json().error.fields).toEqual({ newEmail: 'This is already your e-mail address' });
    expect((await client.post('/api/v1/account/email', { newEmail: 'not-an-address', password: body.password })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post('/api/v1/account/email', { newEmail: target, password: 'x' })).statusCode).toBe(401);
    expect(await mailCount(target)).toBe(0);
    expect((await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('the new address is claimed by someone else before the link is opened: refused, account unchanged', async () => {
    const { client, body } = await signedUp(t.app);
    const { newEmail, verify } = await requestChange(client, body.password);
    await signedUp(t.app, { email: newEmail });
    const res = await new TestClient(t.app).post('/api/v1/account/email/confirm', { token: verify.token });
    expect(res.statusCode).toBe(409);
    expect((await client.get('/api/v1/session')).json().user.email).toBe(body.email);
  });
});
