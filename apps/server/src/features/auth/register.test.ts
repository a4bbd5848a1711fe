import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified member, e-mails a verification link and signs nobody in', async () => {
    const client = new TestClient(t.app);
    const body = newMember({ firstName: '  Kojo ', email: `Kojo.${Date.now()}@Example.TEST` });
    const res = await client.post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your e-mail: we sent you a link to finish creating your account.' });
    expect(client.cookies.has('sl_session')).toBe(false);
    expect((await client.get('/api/v1/session')).statusCode).toBe(401);
    const email = body.email.toLowerCase();
    const row = await t.app.database.db
      .selectFrom('user')
      .select(['firstName', 'isVerified', 'onboardingCompleted', 'language', 'passwordHash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Kojo', language: 'en' });
    expect(Boolean(row.isVerified)).toBe(false);
    expect(Boolean(row.onboardingCompleted)).toBe(false);
    const mail = await lastMailTo(t.app, email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    // The member signs in with their password once they have the mail.
    const login = await client.post('/api/v1/auth/login', { email, password: body.password });
    expect(login.json().user).toMatchObject({ email, isVerified: false });
  });

  it('writes the e-mails in the language the member uses', async () => {
    const body = newMember({ firstName: 'Amadou' });
    expect((await new TestClient(t.app).post('/api/v1/auth/register', body, { 'accept-language': 'fr' })).statusCode).toBe(202);
    const row = await t.app.database.db.selectFrom('user').select('language').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.language).toBe('fr');
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

  it('answers a taken e-mail (any case) exactly as a new one, changes nothing and e-mails the owner', async () => {
    const { body: owner } = await signedUp(t.app, { firstName: 'Adwoa' });
    const fresh = await new TestClient(t.app).post('/api/v1/auth/register', newMember());
    const again = await new TestClient(t.app).post(
      '/api/v1/auth/register',
      { ...newMember(), email: owner.email.toUpperCase(), firstName: 'Other' },
      { 'accept-language': 'fr' },
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    const cookieNames = (res: typeof fresh) => res.cookies.map((c) => c.name).sort();
    expect(cookieNames(again)).toEqual(cookieNames(fresh));
    const rows = await t.app.database.db.selectFrom('user').select(['firstName', 'language']).where('email', '=', owner.email).execute();
    expect(rows).toEqual([{ firstName: 'Adwoa', language: 'en' }]);
    // The owner hears of it, in their own language (not the visitor's), with a way in.
    const mail = await lastMailTo(t.app, owner.email);
    expect(mail?.subject).toBe('Someone tried to create a SkillLink account with your e-mail address');
    expect(mail?.textBody).toContain('Hello Adwoa,');
    expect(mail?.textBody).toMatch(/Forgot password\?/);
    expect(mail?.link).toBe('http://localhost:3000/auth/login');
  });

  it("writes the owner's mail in French for a French-speaking owner", async () => {
    const owner = newMember({ firstName: 'Mariam' });
    await new TestClient(t.app).post('/api/v1/auth/register', owner, { 'accept-language': 'fr-FR' });
    await new TestClient(t.app).post('/api/v1/auth/register', owner);
    const mail = await lastMailTo(t.app, owner.email);
    expect(mail?.subject).toBe('Quelqu’un a tenté de créer un compte SkillLink avec votre adresse e-mail');
    expect(mail?.textBody).toContain('Bonjour Mariam,');
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
      expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
      expect(codes[10]).toBe(429);
      const other = await new TestClient(own.app, '10.9.8.8').post('/api/v1/auth/register', newMember());
      expect(other.statusCode).toBe(202);
    } finally {
      await own.close();
    }
  });
});
