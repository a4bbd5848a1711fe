import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { EVENTS, occurrences, timedEvent } from '../test-helpers.js';

// An event made offline carries the app's client id, so sending it again makes no second one (ADR 075).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const week = ['2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'] as const;

describe('calendar event client ids', () => {
  it('stores a create sent twice with the same clientId once, answering 200 with the stored event the second time', async () => {
    const { client } = await signedUp(t.app);
    const body = timedEvent({ title: 'Made offline', clientId: 'offline-0001-abcd' });
    const first = await client.post(EVENTS, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).not.toHaveProperty('clientId');
    const again = await client.post(EVENTS, { ...body, title: 'Sent again' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await occurrences(client, ...week)).map((o) => o.title)).toEqual(['Made offline']);
    // Without a client id every create is a new event, as before.
    expect((await client.post(EVENTS, timedEvent())).statusCode).toBe(201);
    expect((await client.post(EVENTS, timedEvent())).statusCode).toBe(201);
    expect(await occurrences(client, ...week)).toHaveLength(3);
  });

  it('keeps two members apart: the same clientId is another event for another member', async () => {
    const ama = await signedUp(t.app);
    const kofi = await signedUp(t.app);
    const body = timedEvent({ clientId: 'shared-client-id' });
    const mine = await ama.client.post(EVENTS, body);
    const theirs = await kofi.client.post(EVENTS, { ...body, title: 'Kofi’s' });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect((await occurrences(kofi.client, ...week)).map((o) => o.title)).toEqual(['Kofi’s']);
  });

  it('answers the same event to two creates racing with one clientId', async () => {
    const { client } = await signedUp(t.app);
    const body = timedEvent({ clientId: 'racing-client-id' });
    const answers = await Promise.all([client.post(EVENTS, body), client.post(EVENTS, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await occurrences(client, ...week)).toHaveLength(1);
  });

  it('refuses a bad clientId with 400', async () => {
    const { client } = await signedUp(t.app);
    for (const clientId of ['short', 'x'.repeat(65), 'has space in it', '../../etc/pass', 42]) {
      const res = await client.post(EVENTS, timedEvent({ clientId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await occurrences(client, ...week)).toEqual([]);
  });

  it('never copies the clientId into another row: a series made offline can be split', async () => {
    const { client } = await signedUp(t.app);
    const series = await client.post(
      EVENTS,
      timedEvent({
        title: 'Daily',
        clientId: 'offline-series-01',
        recurrence: { frequency: 'daily', interval: 1, byWeekday: [], count: 4, until: null },
      }),
    );
    expect(series.statusCode).toBe(201);
    const split = await client.patch(`${EVENTS}/${series.json().id}`, {
      scope: 'following',
      occurrenceStart: '2026-11-26T09:00:00.000Z',
      title: 'Later days',
    });
    expect(split.statusCode).toBe(200);
    const again = await client.post(EVENTS, timedEvent({ title: 'Daily', clientId: 'offline-series-01' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(series.json().id);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: EVENTS, payload: timedEvent({ clientId: 'no-session-id' }) });
    expect([401, 403]).toContain(res.statusCode);
  });
});
