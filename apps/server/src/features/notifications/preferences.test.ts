import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const allOn = {
  connection_request: true,
  connection_accepted: true,
  messages: true,
  profile_view: true,
  achievement: true,
  other: true,
};

describe('notification preferences', () => {
  it('are all on until the member chooses, and keep what they choose', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/notifications/preferences')).json()).toEqual({ types: allOn });
    const chosen = { ...allOn, profile_view: false, messages: false };
    const put = await client.put('/api/v1/notifications/preferences', { types: chosen });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ types: chosen });
    expect((await client.get('/api/v1/notifications/preferences')).json()).toEqual({ types: chosen });
    // Turning one back on replaces, it does not add.
    const again = { ...chosen, profile_view: true };
    expect((await client.put('/api/v1/notifications/preferences', { types: again })).json()).toEqual({ types: again });
  });

  it('refuses a missing switch, a non-boolean, an unknown key and "system"', async () => {
    const { client } = await signedUp(t.app);
    const missing = await client.put('/api/v1/notifications/preferences', { types: { ...allOn, other: undefined } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');
    const notBool = await client.put('/api/v1/notifications/preferences', { types: { ...allOn, profile_view: 'no' } });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().error.message).toContain('Profile views must be true or false');
    expect((await client.put('/api/v1/notifications/preferences', { types: { ...allOn, system: false } })).statusCode).toBe(400);
    expect((await client.put('/api/v1/notifications/preferences', { types: { ...allOn, bogus: true } })).statusCode).toBe(400);
    expect((await client.put('/api/v1/notifications/preferences', {})).statusCode).toBe(400);
    expect((await client.get('/api/v1/notifications/preferences')).json()).toEqual({ types: allOn });
  });

  it("are each member's own", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await a.client.put('/api/v1/notifications/preferences', { types: { ...allOn, connection_request: false } });
    expect((await b.client.get('/api/v1/notifications/preferences')).json()).toEqual({ types: allOn });
    expect((await a.client.get('/api/v1/notifications/preferences')).json().types.connection_request).toBe(false);
  });

  it('refuses visitors', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/notifications/preferences')).statusCode).toBe(401);
    expect((await visitor.put('/api/v1/notifications/preferences', { types: allOn })).statusCode).toBe(401);
  });

  it('stop notify() from storing a kind the member turned off; system always arrives', async () => {
    const m = await signedUp(t.app);
    const db = t.app.database.db;
    const off = { ...allOn, profile_view: false, messages: false, achievement: false, other: false };
    await m.client.put('/api/v1/notifications/preferences', { types: off });
    const send = (type: 'profile_view' | 'message' | 'messages' | 'connection_request' | 'system' | 'achievement' | 'other') =>
      notify(db, { userId: m.user.id, type, kind: 'account.welcome', params: {} });
    expect(await send('profile_view')).toBeNull();
    expect(await send('message')).toBeNull();
    expect(await send('messages')).toBeNull();
    expect(await send('achievement')).toBeNull();
    expect(await send('other')).toBeNull();
    expect(await send('connection_request')).toEqual(expect.any(String));
    expect(await send('system')).toEqual(expect.any(String));
    const { items, unreadCount } = (await m.client.get('/api/v1/notifications')).json();
    expect(items.map((n: { type: string }) => n.type)).toEqual(['system', 'connection_request']);
    expect(unreadCount).toBe(2);
  });

  it('are respected end to end: a viewer of a profile whose owner muted views leaves no notification', async () => {
    const owner = await signedUp(t.app);
    const viewer = await signedUp(t.app);
    await owner.client.put('/api/v1/notifications/preferences', { types: { ...allOn, profile_view: false } });
    expect((await viewer.client.get(`/api/v1/profiles/${owner.user.id}`)).statusCode).toBe(200);
    expect((await owner.client.get('/api/v1/notifications')).json().items).toEqual([]);
  });
});
