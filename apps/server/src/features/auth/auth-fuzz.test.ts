import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  // Rate limits would turn most runs into 429s and hide the handlers from the fuzzer.
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '10000' });
});
afterAll(async () => t.close());

const routes = [
  '/api/v1/auth/register',
  '/api/v1/auth/login',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/reset-password',
  '/api/v1/auth/reset-password/check',
  '/api/v1/auth/verify-email',
  '/api/v1/auth/resend-verification',
  '/api/v1/auth/logout',
];

const field = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), fc.emailAddress());
const body = fc.oneof(
  fc.record({ firstName: field, lastName: field, email: field, password: field, token: field, rememberMe: field }, { requiredKeys: [] }),
  fc.anything(),
  fc.string(),
);

describe('auth routes under random input', () => {
  it('never answer with a 5xx, and every failure has the error shape', async () => {
    const client = new TestClient(t.app);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async (route, payload) => {
        const res = await client.post(route, JSON.stringify(payload) ?? 'null', { 'content-type': 'application/json' });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 150 },
    );
  });
});
