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
