import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { TestClient } from './client.js';
import { signedUp } from './factories.js';

/** The code an authenticator app holding `secret` shows at `at` (ms; default: the real clock). */
export const codeAt = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) });

/** A member who turned two-step sign-in on at `at`, still signed in where they did it. */
export async function withTwoStep(app: FastifyInstance, at = Date.now()) {
  const m = await signedUp(app);
  const setup = (await m.client.post('/api/v1/account/two-step/setup', { password: m.body.password })).json();
  const enabled = await m.client.post('/api/v1/account/two-step/enable', { code: await codeAt(setup.secret, at) });
  expect(enabled.statusCode).toBe(200);
  return { ...m, secret: setup.secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** A fresh browser past the password, waiting for the code. */
export async function pastPassword(app: FastifyInstance, email: string, password: string, rememberMe = false, ip = '127.0.0.1') {
  const browser = new TestClient(app, ip);
  const res = await browser.post('/api/v1/auth/login', { email, password, rememberMe });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ secondStep: true });
  return { browser, res };
}

export const secondStep = (browser: TestClient, code: string) => browser.post('/api/v1/auth/two-step', { code });

/**
 * The helpers above for a test app on a clock the test moves (`buildTestApp(env, { now: clock.now })`):
 * a code counts once, for its 30-second step, so codes are read at the app's time, not the real one.
 * `app` is read when a helper runs, since the app is built after this.
 */
export function onTestClock(start: string, app: () => FastifyInstance) {
  const clock = { ms: new Date(start).getTime() };
  /** On to the next 30-second step: the code shown changes. */
  const nextStep = () => (clock.ms += 30_000);
  return Object.assign(clock, {
    now: () => new Date(clock.ms),
    /** The code the member's app shows at the app's time. */
    codeOf: (secret: string, at = clock.ms) => codeAt(secret, at),
    nextStep,
    /** A member with two-step sign-in on; the code that turned it on cannot also sign in, so time moves on. */
    withTwoStep: async () => {
      const member = await withTwoStep(app(), clock.ms);
      nextStep();
      return member;
    },
    pastPassword: (email: string, password: string, rememberMe = false, ip = '127.0.0.1') =>
      pastPassword(app(), email, password, rememberMe, ip),
  });
}
