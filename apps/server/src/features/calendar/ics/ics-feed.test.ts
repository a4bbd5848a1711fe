import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { TestClient } from '../../../test/client.js';
import { signedUp } from '../../../test/factories.js';
import { FEED_PER_MINUTE } from './feed.routes.js';
import { created, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const FEED = '/api/v1/calendar/feed';
/** The public path of a feed address (the app is reached through inject, not its host). */
const pathOf = (url: string) => new URL(url).pathname;

describe('private subscription feed', () => {
  it('is created once, rotated and revoked; only the current address works, without a session', async () => {
    const { client, user } = await signedUp(t.app);
    await created(client, timedEvent({ title: 'Mentor session' }));
    expect((await client.get(FEED)).json()).toEqual({ url: null, active: false });

    const first = await client.post(FEED);
    expect(first.statusCode).toBe(200);
    const url = first.json().url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    // Shown once: the token is stored hashed, so later reads say only that it is in force.
    expect((await client.get(FEED)).json()).toEqual({ url: null, active: true });
    const stored = await t.app.database.db
      .selectFrom('calendarSettings')
      .select('feedTokenHash')
      .where('memberId', '=', user.id)
      .executeTakeFirst();
    expect(stored?.feedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(stored!.feedTokenHash!);

    const anonymous = new TestClient(t.app, '10.0.0.7');
    const feed = await anonymous.get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('SUMMARY:Mentor session');
    // A calendar app polling the feed is given no CSRF cookie (other reads are).
    expect(feed.headers['set-cookie']).toBeUndefined();
    expect(String((await anonymous.get('/api/health')).headers['set-cookie'])).toContain('sl_csrf=');

    const rotated = (await client.post(FEED)).json().url as string;
    expect(rotated).not.toBe(url);
    expect((await anonymous.get(pathOf(url))).statusCode).toBe(404);
    expect((await anonymous.get(pathOf(rotated))).statusCode).toBe(200);

    expect((await client.delete(FEED)).statusCode).toBe(204);
    expect((await anonymous.get(pathOf(rotated))).json()).toMatchObject({ error: { code: 'feed_not_found' } });
    expect((await client.get(FEED)).json()).toEqual({ url: null, active: false });
  });

  it('answers 404 to unknown or malformed tokens, 401 to managing it signed out, and limits each address', async () => {
    const anonymous = new TestClient(t.app, '10.0.0.8');
    expect((await anonymous.get(`/api/calendar/feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/calendar/feed/short.ics')).statusCode).toBe(404);
    expect((await anonymous.get(`/api/calendar/feed/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous.get(FEED)).statusCode).toBe(401);
    expect((await anonymous.post(FEED)).statusCode).toBe(401);
    expect((await anonymous.delete(FEED)).statusCode).toBe(401);

    const guesser = new TestClient(t.app, '10.0.0.9');
    const codes: number[] = [];
    for (let i = 0; i < FEED_PER_MINUTE + 1; i += 1) codes.push((await guesser.get(`/api/calendar/feed/${'b'.repeat(43)}.ics`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, FEED_PER_MINUTE).every((c) => c === 404)).toBe(true);
  });
});
