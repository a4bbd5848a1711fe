import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../test/oidc-provider.js';
import { codeAt, withTwoStep } from '../../test/two-step.js';

const CALLBACK = 'http://localhost:3000/api/v1/auth/oidc/google/callback';

describe('sign in with Google and LinkedIn (OpenID Connect, ADR 064)', () => {
  let provider: LocalProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startLocalProvider([
      { clientId: 'skilllink', clientSecret: 'skilllink-secret', redirectUris: [CALLBACK] },
      { clientId: 'other-app', clientSecret: 'other-secret', redirectUris: [CALLBACK] },
    ]);
    t = await buildTestApp({
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: 'skilllink',
      OIDC_GOOGLE_CLIENT_SECRET: 'skilllink-secret',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Start at SkillLink, go through the provider as `login`, and come back: the callback's answer. */
  async function viaProvider(client: TestClient, login: string) {
    const start = await client.get('/api/v1/auth/oidc/google/start');
    expect(start.statusCode).toBe(303);
    const back = await signInAtProvider(start.headers.location as string, login);
    return client.get(`${back.pathname}${back.search}`);
  }
  const userCount = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('user')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('offers only the configured providers', async () => {
    const res = await new TestClient(t.app).get('/api/v1/config');
    expect(res.json().oauth).toEqual({ google: true, linkedin: false });
    const linkedin = await new TestClient(t.app).get('/api/v1/auth/oidc/linkedin/start');
    expect(linkedin.statusCode).toBe(404);
    expect(linkedin.json().error.message).toMatch(/not set up/);
  });

  it('creates a verified account without a password, then signs the same identity in again', async () => {
    provider.accounts.set('ama', { email: 'ama.mensah@provider.test', email_verified: true, given_name: 'Ama', family_name: 'Mensah' });
    const client = new TestClient(t.app);
    const back = await viaProvider(client, 'ama');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/app/dashboard');
    const me = (await client.get('/api/v1/session')).json().user;
    expect(me).toMatchObject({ email: 'ama.mensah@provider.test', firstName: 'Ama', lastName: 'Mensah', isVerified: true });

    const ids = (await client.get('/api/v1/account/identities')).json();
    expect(ids).toMatchObject({ hasPassword: false, identities: [{ provider: 'google', email: 'ama.mensah@provider.test' }] });
    // No password: unlinking would lock the member out, and no password signs in.
    const unlink = await client.delete('/api/v1/account/identities/google');
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json().error.message).toMatch(/Set a password first/);
    const guess = await new TestClient(t.app).post('/api/v1/auth/login', { email: 'ama.mensah@provider.test', password: '!oidc' });
    expect(guess.statusCode).toBe(401);
    const deletion = await client.post('/api/v1/account/deletion', { password: 'anything at all' });
    expect(deletion.json().error).toMatchObject({ code: 'password_not_set' });
    const password = await client.post('/api/v1/account/password', { currentPassword: 'anything', newPassword: 'a brand new password' });
    expect(password.json().error).toMatchObject({ code: 'password_not_set' });

    const again = new TestClient(t.app);
    expect((await viaProvider(again, 'ama')).headers.location).toBe('/app/dashboard');
    expect((await again.get('/api/v1/session')).json().user.id).toBe(me.id);
    const history = (await again.get('/api/v1/account/sign-ins')).json();
    expect(history.events[0]).toMatchObject({ method: 'oidc', outcome: 'succeeded' });
  });

  it('never signs in to an existing account by e-mail alone: it links after the password', async () => {
    const { body, user } = await signedUp(t.app);
    provider.accounts.set('kofi', { email: body.email.toLowerCase(), email_verified: true });
    const browser = new TestClient(t.app);
    const back = await viaProvider(browser, 'kofi');
    expect(back.headers.location).toBe('/auth/login?link=google');
    expect((await browser.get('/api/v1/session')).statusCode).toBe(401);

    const login = await browser.post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: user.id }, linked: 'google' });
    const elsewhere = new TestClient(t.app);
    await viaProvider(elsewhere, 'kofi');
    expect((await elsewhere.get('/api/v1/session')).json().user.id).toBe(user.id);

    // With a password the member may unlink; the provider then no longer signs in.
    expect((await browser.delete('/api/v1/account/identities/google')).statusCode).toBe(204);
    expect((await browser.get('/api/v1/account/identities')).json()).toEqual({ identities: [], hasPassword: true });
    expect((await browser.delete('/api/v1/account/identities/google')).statusCode).toBe(404);
    expect((await viaProvider(new TestClient(t.app), 'kofi')).headers.location).toBe('/auth/login?link=google');
  });

  it('links after the password and the second step when the account has two-step sign-in', async () => {
    const member = await withTwoStep(t.app);
    provider.accounts.set('adjoa-two-step', { email: member.body.email.toLowerCase(), email_verified: true });
    const browser = new TestClient(t.app);
    await viaProvider(browser, 'adjoa-two-step');
    const login = await browser.post('/api/v1/auth/login', { email: member.body.email, password: member.body.password });
    expect(login.json()).toEqual({ secondStep: true });
    expect((await member.client.get('/api/v1/account/identities')).json().identities).toEqual([]);
    // The next step's code: the one that turned two-step on cannot be used again.
    const passed = await browser.post('/api/v1/auth/two-step', { code: await codeAt(member.secret, Date.now() + 30_000) });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ user: { id: member.user.id }, linked: 'google' });
    expect((await member.client.get('/api/v1/account/identities')).json().identities).toEqual([
      expect.objectContaining({ provider: 'google' }),
    ]);
  });

  it('links nothing when another account signs in with its password in that browser', async () => {
    const owner = await signedUp(t.app);
    const other = await signedUp(t.app);
    provider.accounts.set('yaw', { email: owner.body.email.toLowerCase(), email_verified: true });
    const browser = new TestClient(t.app);
    await viaProvider(browser, 'yaw');
    const login = await browser.post('/api/v1/auth/login', { email: other.body.email, password: other.body.password });
    expect(login.json().linked).toBeUndefined();
    expect((await other.client.get('/api/v1/account/identities')).json().identities).toEqual([]);
    expect((await owner.client.get('/api/v1/account/identities')).json().identities).toEqual([]);
  });

  it('refuses an address the provider has not verified', async () => {
    provider.accounts.set('esi', { email: 'esi@provider.test', email_verified: false });
    const before = await userCount();
    const back = await viaProvider(new TestClient(t.app), 'esi');
    expect(back.headers.location).toBe('/auth/login?oidc_error=email_unverified');
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong state, a wrong nonce, a missing cookie and a code minted for another client', async () => {
    const before = await userCount();
    // Wrong state: the provider's answer is fine, the state is not this browser's.
    const a = new TestClient(t.app);
    const start = await a.get('/api/v1/auth/oidc/google/start');
    const back = await signInAtProvider(start.headers.location as string, 'fresh-1');
    back.searchParams.set('state', 'forged');
    expect((await a.get(`${back.pathname}${back.search}`)).headers.location).toBe('/auth/login?oidc_error=failed');

    // Wrong nonce: the id_token carries the nonce the browser was sent with, the server expects another.
    const b = new TestClient(t.app);
    const startB = await b.get('/api/v1/auth/oidc/google/start');
    await t.app.database.db.updateTable('oidcAttempt').set({ nonce: 'another-nonce' }).execute();
    const backB = await signInAtProvider(startB.headers.location as string, 'fresh-2');
    expect((await b.get(`${backB.pathname}${backB.search}`)).headers.location).toBe('/auth/login?oidc_error=failed');

    // No cookie: the answer is not bound to this browser.
    const c = new TestClient(t.app);
    const startC = await c.get('/api/v1/auth/oidc/google/start');
    const backC = await signInAtProvider(startC.headers.location as string, 'fresh-3');
    const stranger = new TestClient(t.app);
    expect((await stranger.get(`${backC.pathname}${backC.search}`)).headers.location).toBe('/auth/login?oidc_error=failed');

    // Another client's code (and so its id_token, whose audience is that client) with this browser's state.
    const d = new TestClient(t.app);
    const ours = new URL((await d.get('/api/v1/auth/oidc/google/start')).headers.location as string);
    const verifier = randomBytes(32).toString('base64url');
    const foreign = new URL(ours);
    foreign.searchParams.set('client_id', 'other-app');
    foreign.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    const backD = await signInAtProvider(foreign.href, 'fresh-4');
    expect(backD.searchParams.get('code')).toBeTruthy();
    expect((await d.get(`${backD.pathname}${backD.search}`)).headers.location).toBe('/auth/login?oidc_error=failed');

    expect(await userCount()).toBe(before);
  });
});

describe('sign in with a provider that is not configured', () => {
  it('is neither offered nor started', async () => {
    const t = await buildTestApp();
    try {
      const client = new TestClient(t.app);
      expect((await client.get('/api/v1/config')).json().oauth).toEqual({ google: false, linkedin: false });
      expect((await client.get('/api/v1/auth/oidc/google/start')).statusCode).toBe(404);
      expect((await client.get('/api/v1/auth/oidc/google/callback?code=x&state=y')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
