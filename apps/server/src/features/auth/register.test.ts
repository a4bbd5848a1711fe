import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified member, signs them in and e-mails a verification link', async () => {
    const client = new TestClient(t.app);
    const body = newMember({ firstName: '  Kojo ', email: `Kojo.${Date.now()}@Example.TEST` });
    const res = await client.post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      firstName: 'Kojo',
      email: body.email.toLowerCase(),
      isVerified: false,
      onboardingCompleted: false,
      language: 'en',
    });
    expect(user).not.toHaveProperty('passwordHash');
    const session = await client.get('/api/v1/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(user.id);
    const mail = await lastMailTo(t.app, user.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
  });

  it('writes the e-mails in the language the member uses', async () => {
    const body = newMember({ firstName: 'Amadou' });
    const client = new TestClient(t.app);
    expect((await client.post('/api/v1/auth/register', body, { 'accept-language': 'fr' })).statusCode).toBe(201);
    expect((await client.get('/api/v1/session')).json().user.language).toBe('fr');
    const verify = await lastMailTo(t.app, body.email);
    expect(verify).toMatchObject({ subject: 'Confirmez votre adresse e-mail pour SkillLink' });
    expect(verify!.textBody).toContain('Bonjour Amadou,');
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    expect((await lastMailTo(t.app, body.email))!.subject).toBe('Réinitialisez votre mot de passe SkillLink');

    const english = newMember();
    await new TestClient(t.app).post('/api/v1/auth/register', english, { 'accept-language': 'sw-KE, de;q=0.8' });
    expect((await lastMailTo(t.app, english.email))!.subject).toBe('Verify your e-mail address for SkillLink');
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = newMember();
    await new TestClient(t.app).post('/api/v1/auth/register', body);
    const row = await t.app.database.db.selectFrom('user').select('passwordHash').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password);
  });

  it('refuses a taken e-mail (any case) with a clear message and changes nothing', async () => {
    const body = newMember();
    await new TestClient(t.app).post('/api/v1/auth/register', body);
    const again = await new TestClient(t.app).post('/api/v1/auth/register', {
      ...body,
      email: body.email.toUpperCase(),
      firstName: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'email_taken', message: 'An account with this e-mail already exists' });
    const rows = await t.app.database.db.selectFrom('user').select('firstName').where('email', '=', body.email).execute();
    expect(rows).toEqual([{ firstName: 'Yaa' }]);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('answers 400 with a field message for %o', async (override, field, message) => {
    const res = await new TestClient(t.app).post('/api/v1/auth/register', { ...newMember(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('answers 400 for a missing body and for fields it does not know how to read', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/v1/auth/register')).statusCode).toBe(400);
    const res = await client.post('/api/v1/auth/register', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'password']));
  });

  it('rate-limits registrations from one address', async () => {
    const own = await buildTestApp();
    try {
      const client = new TestClient(own.app, '10.9.8.7');
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await client.post('/api/v1/auth/register', newMember())).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
      expect(codes[10]).toBe(429);
      const other = await new TestClient(own.app, '10.9.8.8').post('/api/v1/auth/register', newMember());
      expect(other.statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});
