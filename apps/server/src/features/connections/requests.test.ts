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
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

/** Two members, the first having sent the second a request through the API. */
async function pendingPair() {
  const from = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
  const to = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
  const res = await from.client.post(URL, { personId: to.user.id, message: 'Hello' });
  expect(res.statusCode).toBe(201);
  return { from, to, id: res.json().request.id as string };
}

const db = () => t.app.database.db;
const rowsOf = (id: string) => db().selectFrom('connection').selectAll().where('id', '=', id).execute();
const notesOf = (userId: string, type: 'connection_accepted' | 'connection_request') =>
  db().selectFrom('notification').selectAll().where('userId', '=', userId).where('type', '=', type).execute();
const madeOf = (userId: string) =>
  db().selectFrom('activity').selectAll().where('userId', '=', userId).where('type', '=', 'connection_made').execute();

describe('POST /api/v1/connections/requests/:id/accept', () => {
  it('connects the two, notifies the requester and records activity for both', async () => {
    const { from, to, id } = await pendingPair();
    const res = await to.client.post(`${URL}/${id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().connection).toEqual({
      id: from.user.id,
      firstName: 'Ama',
      lastName: 'Mensah',
      title: expect.any(String),
      company: '',
      location: '',
      avatar: null,
      skills: [],
      moreSkills: 0,
      isOnline: false,
      mutualConnections: 0,
      matchScore: 0,
      connectionStatus: 'connected',
      requestId: null,
      isFollowing: false,
      connectedAt: expect.any(String),
    });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: 'accepted', respondedAt: expect.anything() });

    const [note, ...more] = await notesOf(from.user.id, 'connection_accepted');
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({ kind: 'connection.accepted', params: JSON.stringify({ actorName: 'Kofi Owusu' }) });
    expect(JSON.parse(note!.data)).toEqual({ memberId: to.user.id });

    expect(await madeOf(from.user.id)).toEqual([expect.objectContaining({ subject: 'Kofi Owusu', link: `/app/profile/${to.user.id}` })]);
    expect(await madeOf(to.user.id)).toEqual([expect.objectContaining({ subject: 'Ama Mensah', link: `/app/profile/${from.user.id}` })]);
  });

  it('is idempotent: accepting again answers the same connection and notifies nobody twice', async () => {
    const { from, to, id } = await pendingPair();
    const first = await to.client.post(`${URL}/${id}/accept`);
    const again = await to.client.post(`${URL}/${id}/accept`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await notesOf(from.user.id, 'connection_accepted')).toHaveLength(1);
    expect(await madeOf(to.user.id)).toHaveLength(1);
  });

  it('makes one connection when two accepts race', async () => {
    const { from, to, id } = await pendingPair();
    const answers = await Promise.all([to.client.post(`${URL}/${id}/accept`), to.client.post(`${URL}/${id}/accept`)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await notesOf(from.user.id, 'connection_accepted')).toHaveLength(1);
    expect(await madeOf(from.user.id)).toHaveLength(1);
    expect(await madeOf(to.user.id)).toHaveLength(1);
  });

  it('answers 404 to the requester, a stranger and an unknown id', async () => {
    const { from, id } = await pendingPair();
    const stranger = await signedUp(t.app);
    for (const [client, path] of [
      [from.client, `${URL}/${id}/accept`],
      [stranger.client, `${URL}/${id}/accept`],
      [stranger.client, `${URL}/${UNKNOWN}/accept`],
    ] as const) {
      const res = await client.post(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await rowsOf(id))[0]!.status).toBe('pending');
  });

  it('answers 401 when signed out', async () => {
    const { id } = await pendingPair();
    expect((await new TestClient(t.app).post(`${URL}/${id}/accept`)).statusCode).toBe(401);
    expect((await rowsOf(id))[0]!.status).toBe('pending');
  });
});

describe('POST /api/v1/connections/requests/:id/decline', () => {
  it('deletes the pending request; a second decline finds nothing', async () => {
    const { to, id } = await pendingPair();
    expect((await to.client.post(`${URL}/${id}/decline`)).statusCode).toBe(204);
    expect(await rowsOf(id)).toHaveLength(0);
    expect((await to.client.post(`${URL}/${id}/decline`)).statusCode).toBe(404);
  });

  it('refuses the requester, a stranger and signed-out callers', async () => {
    const { from, id } = await pendingPair();
    const stranger = await signedUp(t.app);
    expect((await from.client.post(`${URL}/${id}/decline`)).statusCode).toBe(404);
    expect((await stranger.client.post(`${URL}/${id}/decline`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(`${URL}/${id}/decline`)).statusCode).toBe(401);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('cannot decline an accepted connection', async () => {
    const { to, id } = await pendingPair();
    await to.client.post(`${URL}/${id}/accept`);
    expect((await to.client.post(`${URL}/${id}/decline`)).statusCode).toBe(404);
    expect((await rowsOf(id))[0]!.status).toBe('accepted');
  });
});

describe('DELETE /api/v1/connections/requests/:id', () => {
  it('lets the requester withdraw, and only the requester', async () => {
    const { from, to, id } = await pendingPair();
    expect((await to.client.delete(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).delete(`${URL}/${id}`)).statusCode).toBe(401);
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await from.client.delete(`${URL}/${id}`)).statusCode).toBe(204);
    expect(await rowsOf(id)).toHaveLength(0);
    expect((await from.client.delete(`${URL}/${id}`)).statusCode).toBe(404);
    // Withdrawn, the request can be sent again.
    expect((await from.client.post(URL, { personId: to.user.id })).statusCode).toBe(201);
  });
});

describe('DELETE /api/v1/connections/:personId', () => {
  it('removes an accepted connection from either side', async () => {
    for (const side of ['requester', 'addressee'] as const) {
      const a = await signedUp(t.app);
      const b = await signedUp(t.app);
      await connectMembers(t.app, a.user.id, b.user.id);
      const [me, other] = side === 'requester' ? [a, b] : [b, a];
      expect((await me.client.delete(`/api/v1/connections/${other.user.id}`)).statusCode).toBe(204);
      expect((await me.client.delete(`/api/v1/connections/${other.user.id}`)).statusCode).toBe(404);
      expect((await other.client.post(URL, { personId: me.user.id })).statusCode).toBe(201);
    }
  });

  it('does not remove a pending request, an unknown member or for signed-out callers', async () => {
    const { from, to, id } = await pendingPair();
    expect((await from.client.delete(`/api/v1/connections/${to.user.id}`)).statusCode).toBe(404);
    expect((await from.client.delete(`/api/v1/connections/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).delete(`/api/v1/connections/${to.user.id}`)).statusCode).toBe(401);
    expect(await rowsOf(id)).toHaveLength(1);
  });
});
