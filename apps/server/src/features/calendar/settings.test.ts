import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const URL = '/api/v1/calendar/settings';

describe('calendar settings', () => {
  it('starts in Accra with every calendar visible, and keeps what the member changes', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get(URL)).json()).toEqual({
      timeZone: 'Africa/Accra',
      calendars: [
        { id: 'work', name: 'Work', color: '#2563eb', visible: true, isDefault: true },
        { id: 'personal', name: 'Personal', color: '#15803d', visible: true, isDefault: true },
        { id: 'learning', name: 'Learning', color: '#9333ea', visible: true, isDefault: true },
      ],
    });
    const res = await client.patch(URL, { timeZone: 'Europe/London', calendars: [{ id: 'work', visible: false }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendars.map((c: { visible: boolean }) => c.visible)).toEqual([false, true, true]);
    // Only what is sent changes.
    await client.patch(URL, { calendars: [{ id: 'learning', visible: false }] });
    const now = (await client.get(URL)).json();
    expect(now.timeZone).toBe('Europe/London');
    expect(now.calendars.map((c: { visible: boolean }) => c.visible)).toEqual([false, true, false]);
    await client.patch(URL, { calendars: [{ id: 'work', visible: true }] });
    expect((await client.get(URL)).json().calendars[0].visible).toBe(true);
  });

  it('refuses unknown zones and calendars, and needs a session', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.patch(URL, { timeZone: 'Nowhere/Town' })).json().error.fields.timeZone).toBe('Unknown time zone');
    expect((await client.patch(URL, { calendars: [{ id: 'family', visible: false }] })).statusCode).toBe(400);
    expect((await client.get(URL)).json().timeZone).toBe('Africa/Accra');
    expect((await new TestClient(t.app).get(URL)).statusCode).toBe(401);
    expect((await new TestClient(t.app).patch(URL, { timeZone: 'Europe/London' })).statusCode).toBe(401);
  });

  it("is each member's own", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await a.client.patch(URL, { timeZone: 'Asia/Tokyo' });
    expect((await b.client.get(URL)).json().timeZone).toBe('Africa/Accra');
  });
});
