import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

// The sign-in throttle runs on the app's clock: held still here, so its wait is exact.
const clock = Date.parse('2026-12-08T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

/** A verified member whose saved language is French (chosen in the app, as a member would). */
async function frenchMember() {
  const member = await signedUp(t.app, { firstName: 'Aïcha', lastName: 'Diallo' });
  expect((await member.client.patch('/api/v1/session/preferences', { language: 'fr' })).statusCode).toBeLessThan(300);
  return { client: member.client, user: member.user };
}

describe('error messages in the reader’s language (ADR 037)', () => {
  it('writes a French member’s 404 in French, whatever the browser asks for', async () => {
    const { client } = await frenchMember();
    const unknown = await client.post(
      '/api/v1/connections/requests',
      { personId: '01900000-0000-7000-8000-000000000000' },
      {
        'accept-language': 'en-GB',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Ce membre n’existe pas' });
  });

  it('names the other member in a French 409', async () => {
    const me = await frenchMember();
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    await connectMembers(t.app, kofi.user.id, me.user.id);
    const res = await me.client.post('/api/v1/connections/requests', { personId: kofi.user.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'already_connected', message: 'Vous êtes déjà en relation avec Kofi Owusu' });
  });

  it('keeps the English text for an English member', async () => {
    const me = await signedUp(t.app);
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    await connectMembers(t.app, kofi.user.id, me.user.id);
    const res = await me.client.post('/api/v1/connections/requests', { personId: kofi.user.id }, { 'accept-language': 'fr' });
    expect(res.json().error).toEqual({ code: 'already_connected', message: 'You are already connected with Kofi Owusu' });
  });

  it('answers a signed-out French browser in French: a failed sign-in and a 429', async () => {
    const client = new TestClient(t.app, '10.37.0.1');
    const fr = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
    const login = await client.post('/api/v1/auth/login', { email: 'nobody@example.test', password: 'wrong password here' }, fr);
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toEqual({ code: 'invalid_credentials', message: 'E-mail ou mot de passe incorrect' });

    const statuses: number[] = [];
    let last = login;
    for (let i = 0; i < 6; i += 1) {
      last = await client.post('/api/v1/auth/forgot-password', { email: 'nobody@example.test' }, fr);
      statuses.push(last.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    expect(last.json().error.message).toMatch(/^Trop de tentatives\. Patientez \d+ (minutes?|secondes?) puis réessayez$/);
  });

  it('follows the language a member switches to', async () => {
    const me = await signedUp(t.app);
    const unknown = { personId: '01900000-0000-7000-8000-000000000000' };
    expect((await me.client.post('/api/v1/connections/requests', unknown)).json().error.message).toBe('This member does not exist');
    expect((await me.client.patch('/api/v1/session/preferences', { language: 'fr' })).statusCode).toBeLessThan(300);
    expect((await me.client.post('/api/v1/connections/requests', unknown)).json().error.message).toBe('Ce membre n’existe pas');
  });

  it('tells a throttled French sign-in how long to wait, in French', async () => {
    const client = new TestClient(t.app, '10.37.0.2');
    const guess = () =>
      client.post('/api/v1/auth/login', { email: 'target@example.test', password: 'a wrong guess' }, { 'accept-language': 'fr' });
    let res = await guess();
    for (let i = 0; i < 10 && res.statusCode !== 429; i += 1) res = await guess();
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: 'Trop de tentatives. Patientez 1 seconde puis réessayez' });
  });

  it('answers an unknown API path in the reader’s language', async () => {
    const res = await new TestClient(t.app).get('/api/v1/nowhere', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Aucune route pour GET /api/v1/nowhere');
  });
});
