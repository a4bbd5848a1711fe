import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eventually } from '../../test/eventually.js';
import { lastMailTo, signedUp } from '../../test/factories.js';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DAY = 86_400_000;
let now = new Date('2026-06-01T08:00:00Z').getTime();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: () => new Date(now) });
});
afterAll(async () => t.close());

/** A second browser of the same member, signed in from a phone at another address. */
async function secondBrowser(email: string, password: string) {
  const phone = new TestClient(t.app, '10.1.2.3');
  const res = await phone.post('/api/v1/auth/login', { email, password }, { 'user-agent': PHONE });
  expect(res.statusCode).toBe(200);
  return phone;
}

describe('password change', () => {
  it('needs the current password, ends every other session, keeps this one and e-mails a notice', async () => {
    const { client, body } = await signedUp(t.app);
    const phone = await secondBrowser(body.email, body.password);
    const wrong = await client.post('/api/v1/account/password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', fields: { currentPassword: 'Your current password is not right' } });
    expect((await phone.get('/api/v1/session')).statusCode).toBe(200);

    const res = await client.post('/api/v1/account/password', { currentPassword: body.password, newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/v1/session')).statusCode).toBe(401);
    expect((await client.get('/api/v1/session')).statusCode).toBe(200);
    expect((await lastMailTo(t.app, body.email))?.subject).toBe('Your SkillLink password was changed');
    const fresh = new TestClient(t.app);
    expect((await fresh.post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await fresh.post('/api/v1/auth/login', { email: body.email, password: 'a brand new secret' })).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, a short one, and a visitor', async () => {
    const { client, body } = await signedUp(t.app);
    const same = await client.post('/api/v1/account/password', { currentPassword: body.password, newPassword: body.password });
    expect(same.json().error.fields).toEqual({ newPassword: 'Choose a password different from your current one' });
    const short = await client.post('/api/v1/account/password', { currentPassword: body.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toMatch(/at least/);
    const visitor = await new TestClient(t.app).post('/api/v1/account/password', { currentPassword: 'x', newPassword: 'y'.repeat(12) });
    expect(visitor.statusCode).toBe(401);
    // Nothing changed: the old password still signs in.
    expect((await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it('answers in French when the member reads French', async () => {
    const { client } = await signedUp(t.app);
    await client.patch('/api/v1/account', { language: 'fr' });
    const res = await client.post('/api/v1/account/password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(res.json().error.message).toBe('Votre mot de passe actuel n’est pas le bon');
  });
});

describe('language and time zone', () => {
  it('saves them on the account, where the calendar reads the zone', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/account')).json().account).toMatchObject({
      timeZone: 'Africa/Accra',
      language: 'en',
      pendingEmail: null,
    });
    const res = await client.patch('/api/v1/account', { timeZone: 'Africa/Lagos', language: 'fr' });
    expect(res.json().account).toMatchObject({ timeZone: 'Africa/Lagos', language: 'fr' });
    expect((await client.get('/api/v1/calendar/settings')).json().timeZone).toBe('Africa/Lagos');
    expect((await client.get('/api/v1/session')).json().user.language).toBe('fr');
    // And the calendar's own zone change is the account's.
    await client.patch('/api/v1/calendar/settings', { timeZone: 'Europe/Paris' });
    expect((await client.get('/api/v1/account')).json().account.timeZone).toBe('Europe/Paris');
  });

  it('refuses an unknown zone or language and keeps what was saved', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.patch('/api/v1/account', { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await client.patch('/api/v1/account', { language: 'tw' })).statusCode).toBe(400);
    expect((await client.patch('/api/v1/account', {})).statusCode).toBe(400);
    expect((await client.get('/api/v1/account')).json().account).toMatchObject({ timeZone: 'Africa/Accra', language: 'en' });
  });
});

describe('active sessions', () => {
  it('lists where the member is signed in, with browser, system, address and this device', async () => {
    const { client, body } = await signedUp(t.app);
    await secondBrowser(body.email, body.password);
    const { sessions } = (await client.get('/api/v1/account/sessions')).json();
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s: { current: boolean }) => !s.current);
    expect(phone).toMatchObject({ browser: 'Chrome 131', os: 'Android 14', device: 'mobile', ip: '10.1.2.3', place: null });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('signs out one session, or all the others; never another member’s', async () => {
    const { client, body } = await signedUp(t.app);
    const phone = await secondBrowser(body.email, body.password);
    const tablet = await secondBrowser(body.email, body.password);
    const stranger = await signedUp(t.app);
    const ids = (await client.get('/api/v1/account/sessions')).json().sessions.filter((s: { current: boolean }) => !s.current);
    expect((await stranger.client.delete(`/api/v1/account/sessions/${ids[0].id}`)).statusCode).toBe(404);
    expect((await phone.get('/api/v1/session')).statusCode).toBe(200);
    expect((await client.delete(`/api/v1/account/sessions/${ids[0].id}`)).statusCode).toBe(204);
    const ended = [phone, tablet].map(async (c) => (await c.get('/api/v1/session')).statusCode);
    expect((await Promise.all(ended)).sort()).toEqual([200, 401]);
    expect((await client.post('/api/v1/account/sessions/end-others')).json()).toEqual({ ended: 1 });
    expect((await tablet.get('/api/v1/session')).statusCode).toBe(401);
    expect((await phone.get('/api/v1/session')).statusCode).toBe(401);
    expect((await client.get('/api/v1/account/sessions')).json().sessions).toHaveLength(1);
    expect((await new TestClient(t.app).get('/api/v1/account/sessions')).statusCode).toBe(401);
  });

  it('moves "last active" as the member uses a session', async () => {
    const { client } = await signedUp(t.app);
    const before = (await client.get('/api/v1/account/sessions')).json().sessions[0].lastActiveAt;
    now += 10 * 60_000;
    await client.get('/api/v1/session');
    now += 1000;
    // The touch is written behind the answer: wait for it (a loaded database takes a moment).
    const moved = (at: string) => new Date(at).getTime() - new Date(before).getTime();
    const after = await eventually(
      async () => (await client.get('/api/v1/account/sessions')).json().sessions[0].lastActiveAt as string,
      (at) => moved(at) === 10 * 60_000,
    );
    expect(moved(after)).toBe(10 * 60_000);
  });
});

describe('sign-in history', () => {
  it('keeps successes and wrong passwords with where they came from, 90 days, for the owner only', async () => {
    const { client, body, user } = await signedUp(t.app);
    const thief = new TestClient(t.app, '203.0.113.9');
    expect((await thief.post('/api/v1/auth/login', { email: body.email, password: 'guess' }, { 'user-agent': PHONE })).statusCode).toBe(
      401,
    );
    const events = (await client.get('/api/v1/account/sign-ins')).json().events;
    expect(events[0]).toMatchObject({ ip: '203.0.113.9', outcome: 'wrong_password', method: 'password', browser: 'Chrome 131' });
    expect(events[1]).toMatchObject({ outcome: 'succeeded', method: 'password' });
    const stranger = await signedUp(t.app);
    const theirs = (await stranger.client.get('/api/v1/account/sign-ins')).json().events;
    expect(theirs.every((e: { id: string }) => !events.some((mine: { id: string }) => mine.id === e.id))).toBe(true);

    now += 91 * DAY;
    await secondBrowser(body.email, body.password);
    const later = (await (await secondBrowser(body.email, body.password)).get('/api/v1/account/sign-ins')).json().events;
    expect(later.map((e: { outcome: string }) => e.outcome)).toEqual(['succeeded', 'succeeded']);
    const { forgetOldSignIns } = await import('./sign-in-history.js');
    expect(await forgetOldSignIns(t.app.database.db, new Date(now))).toBeGreaterThanOrEqual(2);
    const kept = await t.app.database.db.selectFrom('signInEvent').select('id').where('userId', '=', user.id).execute();
    expect(kept).toHaveLength(2);
  });
});
