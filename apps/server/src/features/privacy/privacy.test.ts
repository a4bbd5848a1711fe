import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000', ADMIN_EMAILS: 'Admin.Kofi@example.test' });
});
afterAll(async () => t.close());

const LETTERS = 'bcdfghjklmnprstvw';
const word = () => Array.from({ length: 8 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const found = async (client: TestClient, name: string) => {
  const res = await client.get(`/api/v1/search?q=${encodeURIComponent(name)}&tab=people`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().groups[0]?.items ?? []).map((i: { title: string }) => i.title) as string[];
};

describe('privacy choices', () => {
  it('start private by default (members), are saved, and refuse bad values', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/account/privacy')).json().privacy).toEqual({
      profileVisibility: 'members',
      connectionRequests: 'everyone',
      readReceipts: true,
      onlineStatus: true,
      endorsements: true,
    });
    const res = await client.patch('/api/v1/account/privacy', { profileVisibility: 'everyone', endorsements: false });
    expect(res.json().privacy).toMatchObject({ profileVisibility: 'everyone', endorsements: false });
    expect((await client.patch('/api/v1/account/privacy', { profileVisibility: 'friends' })).statusCode).toBe(400);
    expect((await client.patch('/api/v1/account/privacy', {})).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/v1/account/privacy')).statusCode).toBe(401);
  });

  it('"connections only" hides the profile from a stranger and from search, not from a connection', async () => {
    const last = word();
    const owner = await signedUp(t.app, { firstName: 'Efua', lastName: last });
    const stranger = await signedUp(t.app);
    const friend = await signedUp(t.app);
    await connectMembers(t.app, owner.user.id, friend.user.id);
    expect(await found(stranger.client, last)).toEqual([`Efua ${last}`]);

    await owner.client.patch('/api/v1/account/privacy', { profileVisibility: 'connections' });
    expect((await stranger.client.get(`/api/v1/profiles/${owner.user.id}`)).statusCode).toBe(404);
    expect((await friend.client.get(`/api/v1/profiles/${owner.user.id}`)).statusCode).toBe(200);
    expect(await found(stranger.client, last)).toEqual([]);
    const people = await stranger.client.get(`/api/v1/people/search?q=${last}`);
    expect(people.json().items).toEqual([]);
    expect((await friend.client.get(`/api/v1/people/search?q=${last}`)).json().items.map((p: { id: string }) => p.id)).toEqual([
      owner.user.id,
    ]);

    await owner.client.patch('/api/v1/account/privacy', { profileVisibility: 'members' });
    expect(await found(stranger.client, last)).toEqual([`Efua ${last}`]);
    expect((await stranger.client.get(`/api/v1/profiles/${owner.user.id}`)).statusCode).toBe(200);
  });

  it('"mutual connections only" refuses a request from someone with none, and takes one with a mutual', async () => {
    const owner = await signedUp(t.app);
    const stranger = await signedUp(t.app);
    const mutual = await signedUp(t.app);
    const viaMutual = await signedUp(t.app);
    await connectMembers(t.app, owner.user.id, mutual.user.id);
    await connectMembers(t.app, viaMutual.user.id, mutual.user.id);
    await owner.client.patch('/api/v1/account/privacy', { connectionRequests: 'mutual' });
    const refused = await stranger.client.post('/api/v1/connections/requests', { personId: owner.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('requests_mutual_only');
    expect((await viaMutual.client.post('/api/v1/connections/requests', { personId: owner.user.id })).statusCode).toBe(201);
  });

  it('endorsements off: a connection can no longer endorse, and the profile says so', async () => {
    const owner = await signedUp(t.app);
    const friend = await signedUp(t.app);
    await connectMembers(t.app, owner.user.id, friend.user.id);
    const skill = (await owner.client.post('/api/v1/profile/skills', { name: 'Kotlin', level: 'Advanced' })).json().skill;
    await owner.client.patch('/api/v1/account/privacy', { endorsements: false });
    const res = await friend.client.put(`/api/v1/member-skills/${skill.id}/endorsement`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('endorsements_off');
    expect((await friend.client.get(`/api/v1/profiles/${owner.user.id}`)).json().profile.takesEndorsements).toBe(false);
    await owner.client.patch('/api/v1/account/privacy', { endorsements: true });
    expect((await friend.client.put(`/api/v1/member-skills/${skill.id}/endorsement`)).statusCode).toBe(200);
  });
});

describe('blocking', () => {
  it('ends the connection; neither finds, views, requests or messages the other; unblocking restores finding', async () => {
    const last = word();
    const me = await signedUp(t.app, { firstName: 'Abena', lastName: last });
    const other = await signedUp(t.app);
    await connectMembers(t.app, me.user.id, other.user.id);
    expect((await other.client.post('/api/v1/conversations', { personId: me.user.id })).statusCode).toBeLessThan(300);

    expect((await me.client.post('/api/v1/account/blocks', { memberId: other.user.id })).statusCode).toBe(204);
    expect((await me.client.get('/api/v1/account/blocks')).json().blocked.map((b: { id: string }) => b.id)).toEqual([other.user.id]);
    expect((await other.client.get(`/api/v1/profiles/${me.user.id}`)).statusCode).toBe(404);
    expect((await me.client.get(`/api/v1/profiles/${other.user.id}`)).statusCode).toBe(404);
    expect(await found(other.client, last)).toEqual([]);
    expect((await other.client.post('/api/v1/connections/requests', { personId: me.user.id })).statusCode).toBe(404);
    expect((await other.client.post('/api/v1/conversations', { personId: me.user.id })).statusCode).toBe(403);

    expect((await me.client.delete(`/api/v1/account/blocks/${other.user.id}`)).statusCode).toBe(204);
    expect(await found(other.client, last)).toEqual([`Abena ${last}`]);
    expect((await me.client.delete(`/api/v1/account/blocks/${other.user.id}`)).statusCode).toBe(404);
  });

  it('refuses blocking yourself or nobody', async () => {
    const me = await signedUp(t.app);
    expect((await me.client.post('/api/v1/account/blocks', { memberId: me.user.id })).statusCode).toBe(400);
    expect((await me.client.post('/api/v1/account/blocks', { memberId: 'nobody' })).statusCode).toBe(404);
    expect((await new TestClient(t.app).post('/api/v1/account/blocks', { memberId: me.user.id })).statusCode).toBe(401);
  });
});

describe('reports and the admins’ queue', () => {
  it('a report (with block) reaches the admin’s queue; members cannot see it; the admin resolves it', async () => {
    const reporter = await signedUp(t.app);
    const reported = await signedUp(t.app);
    const admin = await signedUp(t.app, { email: 'admin.kofi@example.test' });
    const res = await reporter.client.post('/api/v1/reports', {
      memberId: reported.user.id,
      reason: 'scam',
      details: 'Asked for money',
      block: true,
    });
    expect(res.statusCode).toBe(201);
    expect((await reporter.client.get('/api/v1/account/blocks')).json().blocked).toHaveLength(1);
    expect((await reporter.client.get('/api/v1/admin/reports')).statusCode).toBe(403);
    const queue = (await admin.client.get('/api/v1/admin/reports')).json().reports;
    const mine = queue.find((r: { reported: { id: string } }) => r.reported.id === reported.user.id);
    expect(mine).toMatchObject({
      reason: 'scam',
      details: 'Asked for money',
      reporter: { id: reporter.user.id },
      reported: { reportsAgainst: 1 },
    });
    expect((await admin.client.post(`/api/v1/admin/reports/${mine.id}/resolve`, { resolution: 'actioned' })).statusCode).toBe(204);
    expect((await admin.client.post(`/api/v1/admin/reports/${mine.id}/resolve`, { resolution: 'actioned' })).statusCode).toBe(404);
    const after = (await admin.client.get('/api/v1/admin/reports')).json().reports;
    expect(after.some((r: { id: string }) => r.id === mine.id)).toBe(false);
  });

  it('refuses a bad reason, a long text, yourself, and more than 10 reports a day', async () => {
    const reporter = await signedUp(t.app);
    const reported = await signedUp(t.app);
    expect((await reporter.client.post('/api/v1/reports', { memberId: reported.user.id, reason: 'boring' })).statusCode).toBe(400);
    expect(
      (await reporter.client.post('/api/v1/reports', { memberId: reported.user.id, reason: 'spam', details: 'x'.repeat(1001) })).statusCode,
    ).toBe(400);
    expect((await reporter.client.post('/api/v1/reports', { memberId: reporter.user.id, reason: 'spam' })).statusCode).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await reporter.client.post('/api/v1/reports', { memberId: reported.user.id, reason: 'spam' })).statusCode).toBe(201);
    expect((await reporter.client.post('/api/v1/reports', { memberId: reported.user.id, reason: 'spam' })).statusCode).toBe(429);
  });
});
