import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { newMember, signedUp } from '../../test/factories.js';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../test/oidc-provider.js';
import { signInBuild } from '../../test/sign-in-build.js';
import { withTwoStep } from '../../test/two-step.js';

// A stand-in web build whose server bundle writes down what it was asked to render: the page,
// the language and the answer (the real bundle's markup is the journeys' to check).
const BUNDLE = `export async function loadSignInPages() {
  return {
    paths: ['/auth/login', '/auth/register'],
    render: (path, language, answer) => {
      if (answer && answer.fields.email === 'render@fails.test') throw new Error('a bug in a component');
      return {
      html: '<form data-page="' + path + '" data-lang="' + language + '">' + JSON.stringify(answer).replace(/</g, '&lt;') + '</form>',
      title: 'Title ' + language,
      };
    },
  };
}`;
const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let provider: LocalProvider;
let build: ReturnType<typeof signInBuild>;
beforeAll(async () => {
  provider = await startLocalProvider([
    { clientId: 'skilllink', clientSecret: 'skilllink-secret', redirectUris: [`${ORIGIN}/api/v1/auth/oidc/google/callback`] },
  ]);
  build = signInBuild(BUNDLE);
  t = await buildTestApp({
    WEB_DIST: build.web,
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'skilllink',
    OIDC_GOOGLE_CLIENT_SECRET: 'skilllink-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  build.close();
});

/** A form post as a browser without our script sends it: form-encoded, Origin ours. */
function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}, ip = '10.1.0.1') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The answer the server handed the page (and the renderer). */
function answerIn(body: string) {
  const data = /<script type="application\/json" id="sl-answer">(.*?)<\/script>/.exec(body)?.[1];
  return data
    ? (JSON.parse(data) as {
        status: number;
        body: { error?: { code: string; message: string }; message?: string };
        fields: Record<string, string>;
      })
    : null;
}

describe('the sign-in pages the server renders', () => {
  it('come with their form, in the visitor’s language: their choice in the app first, else the browser’s', async () => {
    const visitor = new TestClient(t.app);
    const english = (await visitor.get('/auth/login')).body;
    expect(english).toContain('<div id="root"><form data-page="/auth/login" data-lang="en">null</form></div>');
    expect(english).toContain('<title>Title en</title>');
    const french = (await visitor.get('/auth/register', { 'accept-language': 'fr-FR,fr;q=0.9' })).body;
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('data-page="/auth/register" data-lang="fr"');
    expect((await visitor.get('/auth/login', { 'accept-language': 'fr', cookie: 'sl_lang=en' })).body).toContain('data-lang="en"');
  });

  it('leave the form out for a member, whom the app sends on', async () => {
    const { client } = await signedUp(t.app);
    const page = (await client.get('/auth/login')).body;
    expect(page).toContain('<div id="root"></div>');
  });
});

describe('posting the login form without the app', () => {
  it('signs in and goes to the dashboard', async () => {
    const { body } = await signedUp(t.app);
    const res = await post('/auth/login', { email: body.email, password: body.password, rememberMe: 'on' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/dashboard');
    const session = res.cookies.find((c) => c.name === 'sl_session');
    expect(session?.maxAge).toBeGreaterThan(24 * 3600); // "remember me" was ticked
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { sl_session: session!.value } });
    expect(me.json().user.email).toBe(body.email.toLowerCase());
  });

  it('goes on to the app’s page that asks for the code when two-step sign-in is on', async () => {
    const { body } = await withTwoStep(t.app);
    const res = await post('/auth/login', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/two-step');
    expect(res.cookies.find((c) => c.name === 'sl_challenge')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'sl_session')).toBeUndefined();
  });

  it('answers a wrong password with the form again, the e-mail kept, the password never, in French for a French reader', async () => {
    const { body } = await signedUp(t.app);
    const res = await post('/auth/login', { email: body.email, password: 'not the password' }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies.find((c) => c.name === 'sl_session')).toBeUndefined();
    const answer = answerIn(res.body);
    expect(answer?.body.error?.code).toBe('invalid_credentials');
    expect(answer?.body.error?.message).toMatch(/mot de passe/);
    expect(answer?.fields).toEqual({ email: body.email });
    expect(res.body).toContain('data-lang="fr"');
    expect(res.body).not.toContain('not the password');
  });

  it('is slowed down like the API after repeated misses, and says how long to wait', async () => {
    const { body } = await signedUp(t.app);
    let last = await post('/auth/login', { email: body.email, password: 'wrong 0' }, {}, '10.1.0.2');
    for (let i = 1; i < 8 && last.statusCode !== 429; i += 1)
      last = await post('/auth/login', { email: body.email, password: `wrong ${i}` }, {}, '10.1.0.2');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(answerIn(last.body)).toMatchObject({ status: 429, retryAfter: last.headers['retry-after'] });
    // The right password waits too: the form is no way around the API's throttle.
    expect((await post('/auth/login', { email: body.email, password: body.password }, {}, '10.1.0.2')).statusCode).toBe(429);
  });

  it('refuses a post from another site, or one without an Origin, and signs no one in', async () => {
    const { body } = await signedUp(t.app);
    const fields = { email: body.email, password: body.password };
    const refused: Record<string, string>[] = [{ origin: 'https://elsewhere.example' }, { origin: '' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of refused) {
      const res = await post('/auth/login', fields, headers);
      expect(res.statusCode).toBe(403);
      expect(answerIn(res.body)?.body.error?.code).toBe('csrf_failed');
      expect(res.cookies.find((c) => c.name === 'sl_session')).toBeUndefined();
    }
  });

  it('still answers when the server copy of the page fails to render: the app’s plain page, with the answer in it', async () => {
    const res = await post('/auth/login', { email: 'render@fails.test', password: 'whatever it is' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('<div id="root"></div>');
    expect(answerIn(res.body)?.fields).toEqual({ email: 'render@fails.test' });
  });

  it('refuses a body too big to be a sign-in form before reading it', async () => {
    const res = await post('/auth/login', { email: 'a'.repeat(5000), password: 'x' });
    expect(res.statusCode).toBe(413);
    expect(answerIn(res.body)?.body.error?.code).toBe('payload_too_large');
  });
});

describe('posting the register form without the app', () => {
  it('checks what the app checks in the browser, keeps the names and e-mail, and creates nothing', async () => {
    const person = newMember();
    const res = await post('/auth/register', {
      firstName: person.firstName,
      lastName: '',
      email: person.email,
      password: person.password,
      confirmPassword: 'different',
    });
    expect(res.statusCode).toBe(400);
    const answer = answerIn(res.body);
    const fields = (answer?.body.error as { issues: { field: string }[] } | undefined)?.issues.map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['lastName', 'confirmPassword', 'agreeToTerms']));
    expect(answer?.fields).toEqual({ firstName: person.firstName, lastName: '', email: person.email });
    const login = await new TestClient(t.app).post('/api/v1/auth/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(401);
  });

  it('creates the account and answers with the page that says to check the inbox', async () => {
    const person = newMember();
    const form = { ...person, confirmPassword: person.password, agreeToTerms: 'on' };
    const res = await post('/auth/register', form);
    expect(res.statusCode).toBe(200);
    expect(answerIn(res.body)).toMatchObject({ status: 202, fields: { email: person.email } });
    const login = await new TestClient(t.app).post('/api/v1/auth/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
  });
});

describe('the sign-in form and Google (ADR 064)', () => {
  it('links the provider waiting for this password, as the JSON sign-in does', async () => {
    const { body, client } = await signedUp(t.app);
    provider.accounts.set('form-kojo', { email: body.email.toLowerCase(), email_verified: true });
    const browser = new TestClient(t.app);
    const start = await browser.get('/api/v1/auth/oidc/google/start');
    const back = await signInAtProvider(start.headers.location as string, 'form-kojo');
    expect((await browser.get(`${back.pathname}${back.search}`)).headers.location).toBe('/auth/login?link=google');
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await post('/auth/login', { email: body.email, password: body.password }, { cookie });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/dashboard');
    expect((await client.get('/api/v1/account/identities')).json().identities).toEqual([expect.objectContaining({ provider: 'google' })]);
  });
});
