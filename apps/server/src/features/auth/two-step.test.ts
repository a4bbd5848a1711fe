import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo } from '../../test/factories.js';
import * as twoStep from '../../test/two-step.js';
import { secondStep } from '../../test/two-step.js';

let t: TestApp;
const clock = twoStep.onTestClock('2026-06-01T08:00:10Z', () => t.app);
const { codeOf, nextStep, withTwoStep, pastPassword } = clock;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password, and only then starts the session', async () => {
    const { body, secret, client } = await withTwoStep();
    const { browser, res } = await pastPassword(body.email, body.password, true, '10.9.0.1');
    const challenge = res.cookies.find((c) => c.name === 'sl_challenge');
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(res.cookies.find((c) => c.name === 'sl_session')).toBeUndefined();
    expect((await browser.get('/api/v1/session')).statusCode).toBe(401);

    const passed = await secondStep(browser, await codeOf(secret));
    expect(passed.statusCode).toBe(200);
    expect(passed.json().user.email).toBe(body.email.toLowerCase());
    expect(passed.cookies.find((c) => c.name === 'sl_session')?.maxAge).toBe(30 * 24 * 3600); // "remember me" carried over
    expect(browser.cookies.has('sl_challenge')).toBe(false);
    expect((await browser.get('/api/v1/session')).statusCode).toBe(200);

    const events = (await client.get('/api/v1/account/sign-ins')).json().events;
    expect(events.slice(0, 2)).toMatchObject([
      { method: 'second_step', outcome: 'succeeded', ip: '10.9.0.1' },
      { method: 'password', outcome: 'second_step_needed', ip: '10.9.0.1' },
    ]);
  });

  it('refuses a code used before (TOTP replay), even by two requests at once', async () => {
    const { body, secret } = await withTwoStep();
    const code = await codeOf(secret);
    const first = await pastPassword(body.email, body.password);
    expect((await secondStep(first.browser, code)).statusCode).toBe(200);

    const second = await pastPassword(body.email, body.password);
    const replay = await secondStep(second.browser, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({
      code: 'wrong_code',
      message: 'This code has already been used. Wait for the next code in your app',
      fields: { code: 'This code has already been used. Wait for the next code in your app' },
    });
    expect((await second.browser.get('/api/v1/session')).statusCode).toBe(401);

    // The next code works once, however many browsers send it together.
    nextStep();
    const racers = await Promise.all([1, 2, 3].map(() => pastPassword(body.email, body.password)));
    const next = await codeOf(secret);
    const answers = await Promise.all(racers.map(({ browser }) => secondStep(browser, next)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('takes a code of the step before or after (clock drift), not older ones', async () => {
    const { body, secret } = await withTwoStep();
    const { browser } = await pastPassword(body.email, body.password);
    expect((await secondStep(browser, await codeOf(secret, clock.ms - 90_000))).json().error.code).toBe('wrong_code');
    expect((await secondStep(browser, await codeOf(secret, clock.ms + 30_000))).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { body, recoveryCodes, client } = await withTwoStep();
    const first = await pastPassword(body.email, body.password);
    expect((await secondStep(first.browser, ` ${recoveryCodes[0]!.toUpperCase()} `)).statusCode).toBe(200);
    expect((await client.get('/api/v1/account')).json().account.twoStep).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const again = await pastPassword(body.email, body.password);
    const used = await secondStep(again.browser, recoveryCodes[0]!);
    expect(used.json().error.message).toBe('This recovery code has already been used. Try another one');
    expect((await secondStep(again.browser, recoveryCodes[1]!.replace(/-/g, ''))).statusCode).toBe(200);
  });

  it('voids the sign-in after 5 wrong codes: the password is asked again', async () => {
    const { body, secret, client } = await withTwoStep();
    const { browser } = await pastPassword(body.email, body.password);
    const right = await codeOf(secret);
    const wrong = right === '000000' ? '999999' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await secondStep(browser, wrong)).json().error.code).toBe('wrong_code');
    const fifth = await secondStep(browser, wrong);
    expect(fifth.json().error).toMatchObject({ code: 'second_step_expired', message: 'Too many wrong codes. Please sign in again' });
    expect(browser.cookies.has('sl_challenge')).toBe(false);
    const late = await browser.post('/api/v1/auth/two-step', { code: right });
    expect(late.json().error).toMatchObject({ code: 'second_step_expired', message: 'Your sign-in has expired. Please sign in again' });
    expect((await browser.get('/api/v1/session')).statusCode).toBe(401);
    const outcomes = (await client.get('/api/v1/account/sign-ins')).json().events.map((e: { outcome: string }) => e.outcome);
    expect(outcomes.filter((o: string) => o === 'wrong_code')).toHaveLength(5);

    // Keeping the old cookie does not help either.
    const kept = await pastPassword(body.email, body.password);
    const token = kept.browser.cookies.get('sl_challenge')!;
    for (let i = 0; i < 5; i += 1) await secondStep(kept.browser, wrong);
    kept.browser.cookies.set('sl_challenge', token);
    expect((await secondStep(kept.browser, right)).json().error.code).toBe('second_step_expired');
  });

  it('lets the code wait 10 minutes at most', async () => {
    const { body, secret } = await withTwoStep();
    const { browser } = await pastPassword(body.email, body.password);
    clock.ms += 10 * 60_000 + 1000;
    const res = await secondStep(browser, await codeOf(secret));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('second_step_expired');
  });

  it('answers in French for a French reader', async () => {
    const { body } = await withTwoStep();
    const { browser } = await pastPassword(body.email, body.password);
    const res = await browser.post('/api/v1/auth/two-step', { code: 'aaaa-bbbb-cccc' }, { 'accept-language': 'fr' });
    expect(res.json().error.message).toBe('Ce code n’est pas le bon. Vérifiez votre application d’authentification et réessayez');
  });

  it('gains nothing from another member’s challenge, or none at all', async () => {
    const alice = await withTwoStep();
    const bob = await withTwoStep();
    const { browser } = await pastPassword(bob.body.email, bob.body.password);
    const aliceCode = await codeOf(alice.secret);
    const mixed = await secondStep(browser, aliceCode);
    // Bob's app could show the same six digits by chance (one in a million): then it would be Bob's code.
    if (aliceCode !== (await codeOf(bob.secret))) expect(mixed.json().error.code).toBe('wrong_code');
    expect((await secondStep(browser, alice.recoveryCodes[0]!)).json().error.code).toBe('wrong_code');

    const visitor = new TestClient(t.app);
    expect((await secondStep(visitor, aliceCode)).json().error.code).toBe('second_step_expired');
    visitor.cookies.set('sl_challenge', 'made-up-token');
    expect((await secondStep(visitor, aliceCode)).json().error.code).toBe('second_step_expired');
    expect((await visitor.get('/api/v1/session')).statusCode).toBe(401);
  });

  it('asks for the code after an e-mailed sign-in link too', async () => {
    const { body, secret, client } = await withTwoStep();
    const browser = new TestClient(t.app);
    await browser.post('/api/v1/auth/sign-in-link', { email: body.email });
    const mail = await lastMailTo(t.app, body.email.toLowerCase());
    const used = await browser.post('/api/v1/auth/sign-in-link/use', { token: mail!.token });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ secondStep: true });
    expect((await browser.get('/api/v1/session')).statusCode).toBe(401);
    expect((await secondStep(browser, await codeOf(secret))).statusCode).toBe(200);
    expect((await browser.get('/api/v1/session')).statusCode).toBe(200);
    const events = (await client.get('/api/v1/account/sign-ins')).json().events;
    expect(events[1]).toMatchObject({ method: 'link', outcome: 'second_step_needed' });
  });
});

describe('over https, with the real limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ RATE_LIMIT_FACTOR: '1', PUBLIC_URL: 'https://skilllink.example' });
  });
  afterAll(async () => strict.close());

  it('keeps the challenge in a __Host- cookie', async () => {
    const { body } = await twoStep.withTwoStep(strict.app);
    const browser = new TestClient(strict.app);
    const res = await browser.post('/api/v1/auth/login', { email: body.email, password: body.password });
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith('__Host-sl_challenge='));
    expect(cookie).toMatch(/; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // Without the prefix (planted by a sibling subdomain) it is not read.
    const planted = new TestClient(strict.app);
    planted.cookies.set('sl_challenge', browser.cookies.get('__Host-sl_challenge')!);
    expect((await secondStep(planted, '123456')).json().error.code).toBe('second_step_expired');
  });

  it('answers 429 after 20 codes from one address in 15 minutes', async () => {
    const guesser = new TestClient(strict.app, '10.77.0.1');
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await secondStep(guesser, '123456')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
