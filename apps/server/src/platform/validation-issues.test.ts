import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

// A member saw zod's own English ("Too big: expected string to have <=254 characters"): each
// field's issue now also travels as a code and its limits, which the app words in their language.
describe('validation errors', () => {
  it('carry a code and its limits per field next to the message', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/v1/auth/register', {
      email: `${'a'.repeat(290)}@example.com`,
      password: 'short',
      firstName: '',
      lastName: 'Mensah',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.email).toBeTypeOf('string');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'too_big', origin: 'string', max: 254 },
        expect.objectContaining({ field: 'password', code: 'too_small', origin: 'string', min: 8 }),
        expect.objectContaining({ field: 'firstName', code: 'too_small', origin: 'string', min: 1 }),
      ]),
    );
  });

  it('name the expected format', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/v1/auth/register', {
      email: 'not-an-address',
      password: 'a-long-password-1',
      firstName: 'Ama',
      lastName: 'Mensah',
    });
    expect(res.json().error.issues).toContainEqual({ field: 'email', code: 'invalid_format', origin: 'string', format: 'email' });
  });
});
