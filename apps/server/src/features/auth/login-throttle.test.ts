import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember } from '../../test/factories.js';

// The throttle and link lifetimes run on the app's clock, which this file moves by hand.
let clock = Date.parse('2026-12-03T09:00:00Z');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

const login = (ip: string, email: string, password: string) => new TestClient(t.app, ip).post('/api/v1/auth/login', { email, password });

/** Registration is limited per address, and this file needs many members: each from its own. */
let registrations = 0;
async function signedUp() {
  registrations += 1;
  const body = newMember();
  const client = new TestClient(t.app, `10.99.${Math.floor(registrations / 200)}.${registrations % 200}`);
  const res = await client.post('/api/v1/auth/register', body);
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  // Registration signs nobody in (ADR 031): the member signs in once, from the same address.
  const signIn = await client.post('/api/v1/auth/login', { email: body.email, password: body.password });
  if (signIn.statusCode !== 200) throw new Error(`login failed: ${signIn.statusCode} ${signIn.body}`);
  return { client, body, user: signIn.json().user as { id: string } };
}

/** A patient guesser: told to wait, it waits exactly that long; it stops right after its last miss. */
async function guessPatiently(email: string, ips: string[], misses: number): Promise<void> {
  for (let i = 0, missed = 0; missed < misses; i += 1) {
    const res = await login(ips[i % ips.length]!, email, `wrong guess ${i}`);
    if (res.statusCode === 401) missed += 1;
    else if (res.statusCode === 429) advance(Number(res.headers['retry-after']));
    else throw new Error(`unexpected ${res.statusCode}`);
  }
}

describe('login throttle', () => {
  it('slows one account down however many addresses guess at it', async () => {
    const { body } = await signedUp();
    const codes: number[] = [];
    for (const ip of ['10.20.0.1', '10.20.0.2', '10.20.0.3'])
      for (let i = 0; i < 11; i += 1) codes.push((await login(ip, body.email, `guess ${i}`)).statusCode);
    // Before, each address had its own 10 guesses: 30 in all. Now the account has 5, then waits.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const res = await login('10.20.0.4', body.email, 'one more');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait 1 second and try again' });
    expect(res.headers['retry-after']).toBe('1');
  });

  it('doubles the wait after each further miss, up to 15 minutes', async () => {
    const { body } = await signedUp();
    await guessPatiently(body.email, ['10.21.0.1', '10.21.0.2', '10.21.0.3'], 15);
    const res = await login('10.21.0.9', body.email, 'yet another');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(8 * 60);
    expect(res.json().error.message).toMatch(/Please wait 1[0-5] minutes/);
  });

  it('stops one address at 10 tries on one account in 15 minutes, while others may go on', async () => {
    const { body } = await signedUp();
    await guessPatiently(body.email, ['10.28.0.1'], 10);
    // The account itself would wait 32 s now; this pair waits for its 15-minute window.
    const pair = await login('10.28.0.1', body.email, 'eleventh');
    expect(pair.statusCode).toBe(429);
    expect(Number(pair.headers['retry-after'])).toBeGreaterThan(10 * 60);
    advance(32);
    expect((await login('10.28.0.1', body.email, body.password)).statusCode).toBe(429);
    expect((await login('10.28.0.2', body.email, body.password)).statusCode).toBe(200);
  });

  it('answers 429 to one address guessing across many accounts', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedUp()));
    const codes: number[] = [];
    for (const { body } of accounts)
      for (let i = 0; i < 5; i += 1) codes.push((await login('10.22.0.1', body.email, 'nope nope')).statusCode);
    // 20 misses from one address in 15 minutes, whichever accounts they were aimed at.
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    const fresh = newMember();
    expect((await login('10.22.0.1', fresh.email, 'whatever1')).statusCode).toBe(429);
    // Another address is not concerned, nor is the owner of the last account.
    expect((await login('10.22.0.2', accounts[5]!.body.email, accounts[5]!.body.password)).statusCode).toBe(200);
  });

  it('lets the owner in after an attack: by e-mailed link at once, by password once the wait is over', async () => {
    const { body } = await signedUp();
    await guessPatiently(body.email, ['10.23.0.1', '10.23.0.2', '10.23.0.3'], 15);
    const owner = new TestClient(t.app, '10.23.9.9');
    const refused = await owner.post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(refused.statusCode).toBe(429);

    const asked = await owner.post('/api/v1/auth/sign-in-link', { email: body.email });
    expect(asked.statusCode).toBe(202);
    const mail = await lastMailTo(t.app, body.email);
    expect(mail?.subject).toBe('Your SkillLink sign-in link');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/auth\/sign-in-link\?token=/);
    const used = await owner.post('/api/v1/auth/sign-in-link/use', { token: mail!.token });
    expect(used.statusCode).toBe(200);
    expect(used.json().user.email).toBe(body.email);
    expect((await owner.get('/api/v1/session')).statusCode).toBe(200);

    // The attacker starts again; the owner, on another device, waits the time they are told.
    await guessPatiently(body.email, ['10.23.0.1', '10.23.0.2', '10.23.0.3'], 15);
    const laptop = new TestClient(t.app, '10.23.9.10');
    const again = await laptop.post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(again.statusCode).toBe(429);
    advance(Number(again.headers['retry-after']));
    expect((await laptop.post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
  });
});

describe('sign-in links', () => {
  const NEUTRAL = 'If an account exists for that e-mail, we have sent it a sign-in link.';

  it('work once, and not after 15 minutes or once a newer link was sent', async () => {
    const { body } = await signedUp();
    const ask = () => new TestClient(t.app, '10.24.0.1').post('/api/v1/auth/sign-in-link', { email: body.email });
    const use = (token: string) => new TestClient(t.app, '10.24.0.2').post('/api/v1/auth/sign-in-link/use', { token });

    await ask();
    const first = await lastMailTo(t.app, body.email);
    expect((await use(first!.token!)).statusCode).toBe(200);
    const twice = await use(first!.token!);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('invalid_token');

    await ask();
    const older = await lastMailTo(t.app, body.email);
    await ask();
    const newer = await lastMailTo(t.app, body.email);
    expect((await use(older!.token!)).statusCode).toBe(400);
    advance(15 * 60 + 1);
    expect((await use(newer!.token!)).statusCode).toBe(400);
    expect((await use('made-up')).statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const { body, user } = await signedUp();
    await new TestClient(t.app, '10.25.0.1').post('/api/v1/auth/sign-in-link', { email: body.email });
    const token = (await lastMailTo(t.app, body.email))!.token!;
    const rows = await t.app.database.db
      .selectFrom('authToken')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .where('kind', '=', 'sign_in_link')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('answer the same for an unknown address, send it nothing, and are rate limited', async () => {
    const { body } = await signedUp();
    const unknown = `nobody.${clock}@example.test`;
    const client = new TestClient(t.app, '10.26.0.1');
    const known = await client.post('/api/v1/auth/sign-in-link', { email: body.email });
    const missing = await client.post('/api/v1/auth/sign-in-link', { email: unknown });
    expect([known.statusCode, missing.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual({ message: NEUTRAL });
    expect(missing.json()).toEqual(known.json());
    expect(await lastMailTo(t.app, unknown)).toBeNull();
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await client.post('/api/v1/auth/sign-in-link', { email: unknown })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 429]);
  });

  it('is written in the member’s language', async () => {
    const { body, client } = await signedUp();
    await client.patch('/api/v1/session/preferences', { language: 'fr' });
    await new TestClient(t.app, '10.27.0.1').post('/api/v1/auth/sign-in-link', { email: body.email });
    const mail = await lastMailTo(t.app, body.email);
    expect(mail?.subject).toBe('Votre lien de connexion SkillLink');
    expect(mail?.textBody).toContain('pendant 15 minutes');
  });
});
