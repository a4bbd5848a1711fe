import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, signedUp } from '../../test/factories.js';
import * as twoStep from '../../test/two-step.js';
import { secondStep } from '../../test/two-step.js';

let t: TestApp;
const clock = twoStep.onTestClock('2026-06-01T08:00:10Z', () => t.app);
const { codeOf, withTwoStep, pastPassword } = clock;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

describe('setting up two-step sign-in', () => {
  it('gives a secret and its QR code, turns on with a code from the app and shows ten recovery codes', async () => {
    const { client, body } = await signedUp(t.app);
    const wrongPassword = await client.post('/api/v1/account/two-step/setup', { password: 'not my password' });
    expect(wrongPassword.json().error).toMatchObject({
      code: 'wrong_password',
      fields: { password: 'Your current password is not right' },
    });
    const early = await client.post('/api/v1/account/two-step/enable', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('two_step_not_started');

    const setup = await client.post('/api/v1/account/two-step/setup', { password: body.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/SkillLink:${body.email.toLowerCase()}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('SkillLink');
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const wrong = await client.post('/api/v1/account/two-step/enable', { code: '000000' === (await codeOf(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_code', fields: { code: expect.stringMatching(/not right/) } });
    expect((await client.get('/api/v1/account')).json().account.twoStep).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const code = await codeOf(secret);
    const enabled = await client.post('/api/v1/account/two-step/enable', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await client.get('/api/v1/account')).json().account.twoStep).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const stored = await t.app.database.db.selectFrom('recoveryCode').select('codeHash').execute();
    expect(stored.some((r) => recoveryCodes.includes(r.codeHash))).toBe(false);

    const again = await client.post('/api/v1/account/two-step/setup', { password: body.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('two_step_on');
    // This browser stays signed in.
    expect((await client.get('/api/v1/session')).statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/v1/account/two-step/setup', { password: 'whatever it is' })).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/account/two-step/enable', { code: '123456' })).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/account/two-step/disable', { password: 'whatever it is' })).statusCode).toBe(401);
  });
});

describe('turning two-step sign-in off, and new recovery codes', () => {
  it('needs the password to turn it off; then the password alone signs in', async () => {
    const { client, body } = await withTwoStep();
    expect((await lastMailTo(t.app, body.email.toLowerCase()))?.subject).toBe('Two-step sign-in is on for your SkillLink account');
    const pending = await pastPassword(body.email, body.password);
    const wrong = await client.post('/api/v1/account/two-step/disable', { password: 'not my password' });
    expect(wrong.json().error.code).toBe('wrong_password');
    expect((await client.get('/api/v1/account')).json().account.twoStep.enabled).toBe(true);

    const off = await client.post('/api/v1/account/two-step/disable', { password: body.password });
    expect(off.statusCode).toBe(200);
    expect(off.json().account.twoStep).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await lastMailTo(t.app, body.email.toLowerCase()))?.subject).toBe('Two-step sign-in is off for your SkillLink account');
    // A sign-in that was waiting for a code is over.
    expect((await secondStep(pending.browser, '123456')).json().error.code).toBe('second_step_expired');
    const login = await new TestClient(t.app).post('/api/v1/auth/login', { email: body.email, password: body.password });
    expect(login.json().user.email).toBe(body.email.toLowerCase());
  });

  it('replaces the recovery codes, given the password; the old ones stop working', async () => {
    const { client, body, recoveryCodes } = await withTwoStep();
    expect((await client.post('/api/v1/account/two-step/recovery-codes', { password: 'nope nope' })).statusCode).toBe(400);
    const renewed = await client.post('/api/v1/account/two-step/recovery-codes', { password: body.password });
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const { browser } = await pastPassword(body.email, body.password);
    expect((await secondStep(browser, recoveryCodes[2]!)).json().error.code).toBe('wrong_code');
    expect((await secondStep(browser, fresh[0]!)).statusCode).toBe(200);

    const plain = await signedUp(t.app);
    const none = await plain.client.post('/api/v1/account/two-step/recovery-codes', { password: plain.body.password });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('two_step_off');
  });
});
