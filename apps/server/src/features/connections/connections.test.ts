import { memberPair } from '../../db/member-pair.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const URL = '/api/v1/connections/requests';

async function rowsBetween(a: string, b: string) {
  const { userLow, userHigh } = memberPair(a, b);
  return t.app.database.db.selectFrom('connection').selectAll().where('userLow', '=', userLow).where('userHigh', '=', userHigh).execute();
}

describe('POST /api/v1/connections/requests', () => {
  it('sends a pending request with an optional message', async () => {
    const me = await signedUp(t.app);
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    const res = await me.client.post(URL, { personId: kofi.user.id, message: '  Hello Kofi!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toEqual({
      id: expect.any(String),
      status: 'pending',
      message: 'Hello Kofi!',
      createdAt: expect.any(String),
      to: { id: kofi.user.id, firstName: 'Kofi', lastName: 'Owusu' },
    });
    const [row] = await rowsBetween(me.user.id, kofi.user.id);
    expect(row).toMatchObject({
      requesterId: me.user.id,
      addresseeId: kofi.user.id,
      status: 'pending',
      message: 'Hello Kofi!',
      respondedAt: null,
    });
  });

  it('refuses yourself, an unknown member and bad input', async () => {
    const me = await signedUp(t.app);
    const self = await me.client.post(URL, { personId: me.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('cannot_connect_to_self');

    const unknown = await me.client.post(URL, { personId: '01900000-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    const { user: other } = await signedUp(t.app);
    for (const body of [{}, { personId: '' }, { personId: 42 }, { personId: other.id, message: 'x'.repeat(301) }]) {
      const res = await me.client.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rowsBetween(me.user.id, other.id)).toHaveLength(0);
  });

  it('says when the two are already connected, whoever asked', async () => {
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    await connectMembers(t.app, ama.user.id, me.user.id);
    const res = await me.client.post(URL, { personId: ama.user.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'already_connected', message: 'You are already connected with Ama Mensah' });
  });

  it('refuses a second request while mine is pending', async () => {
    const me = await signedUp(t.app);
    const efua = await signedUp(t.app, { firstName: 'Efua', lastName: 'Addo' });
    const first = await me.client.post(URL, { personId: efua.user.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().outcome).toBe('sent');

    const again = await me.client.post(URL, { personId: efua.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'request_pending',
      message: 'Your connection request to Efua Addo is waiting for an answer',
    });
    expect(await rowsBetween(me.user.id, efua.user.id)).toHaveLength(1);
  });

  it('accepts their request when the other member asked first', async () => {
    const me = await signedUp(t.app, { firstName: 'Esi', lastName: 'Boateng' });
    const efua = await signedUp(t.app, { firstName: 'Efua', lastName: 'Addo' });
    expect((await me.client.post(URL, { personId: efua.user.id, message: 'Hi' })).statusCode).toBe(201);

    const back = await efua.client.post(URL, { personId: me.user.id });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      outcome: 'accepted',
      request: { status: 'accepted', message: 'Hi', to: { id: me.user.id, firstName: 'Esi', lastName: 'Boateng' } },
    });
    const rows = await rowsBetween(me.user.id, efua.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requesterId: me.user.id, status: 'accepted' });
  });

  it('notifies the addressee of a request, once', async () => {
    const me = await signedUp(t.app, { firstName: 'Kwame', lastName: 'Nkrumah' });
    const abena = await signedUp(t.app);
    await me.client.post(URL, { personId: abena.user.id });
    await me.client.post(URL, { personId: abena.user.id });
    const notes = await t.app.database.db.selectFrom('notification').selectAll().where('userId', '=', abena.user.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'connection_request',
      kind: 'connection.requested',
      params: JSON.stringify({ actorName: 'Kwame Nkrumah' }),
    });
    expect(JSON.parse(notes[0]!.data)).toEqual({ memberId: me.user.id });
  });

  it('keeps one request when a double click sends twice at once', async () => {
    const me = await signedUp(t.app);
    const yaw = await signedUp(t.app);
    const answers = await Promise.all([me.client.post(URL, { personId: yaw.user.id }), me.client.post(URL, { personId: yaw.user.id })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsBetween(me.user.id, yaw.user.id)).toHaveLength(1);
    const notes = await t.app.database.db.selectFrom('notification').select('id').where('userId', '=', yaw.user.id).execute();
    expect(notes).toHaveLength(1);
  });

  it('makes one connection when both members send at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const me = await signedUp(t.app);
      const yaw = await signedUp(t.app);
      const answers = await Promise.all([me.client.post(URL, { personId: yaw.user.id }), yaw.client.post(URL, { personId: me.user.id })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      const rows = await rowsBetween(me.user.id, yaw.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('accepted');
      const made = await t.app.database.db
        .selectFrom('activity')
        .select('userId')
        .where('type', '=', 'connection_made')
        .where('userId', 'in', [me.user.id, yaw.user.id])
        .execute();
      expect(made).toHaveLength(2);
    }
  });

  it('answers 401 when signed out and 403 without the CSRF header', async () => {
    const { user } = await signedUp(t.app);
    const anonymous = await new TestClient(t.app).post(URL, { personId: user.id });
    expect(anonymous.statusCode).toBe(401);

    const me = await signedUp(t.app);
    const forged = await me.client.request('POST', URL, { personId: user.id }, { 'x-csrf-token': '' });
    expect(forged.statusCode).toBe(403);
    expect(await rowsBetween(me.user.id, user.id)).toHaveLength(0);
  });
});
