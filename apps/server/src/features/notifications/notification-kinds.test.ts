import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../db/migrations/20261206-001-notification-kinds.js';
import { newId } from '../../platform/ids.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const db = () => t.app.database.db;

// ADR 033: a French member read "Connection accepted / … accepted your connection request",
// because the server stored English sentences. It now stores what happened.
describe('notifications store a kind and its parameters, not English sentences', () => {
  it('stores and returns connection.accepted with the actor name, and no English text', async () => {
    const from = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const to = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    const sent = await from.client.post('/api/v1/connections/requests', { personId: to.user.id });
    expect(sent.statusCode).toBe(201);
    const accepted = await to.client.post(`/api/v1/connections/requests/${sent.json().request.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);

    const row = await db().selectFrom('notification').selectAll().where('userId', '=', from.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'connection_accepted', kind: 'connection.accepted', title: '', message: '' });
    expect(JSON.parse(row.params)).toEqual({ actorName: 'Kofi Owusu' });

    const res = await from.client.get('/api/v1/notifications');
    const [item] = res.json().items;
    expect(item).toMatchObject({
      type: 'connection_accepted',
      kind: 'connection.accepted',
      params: { actorName: 'Kofi Owusu' },
      fallback: null,
      data: { memberId: to.user.id },
    });
    expect(item).not.toHaveProperty('title');
    expect(res.body).not.toMatch(/accepted your connection request|Connection accepted/);
  });

  it('maps the English rows stored before kinds to kinds on migration; others keep their text as fallback', async () => {
    const m = await signedUp(t.app);
    await down(db());
    const old = [
      ['connection_request', 'New connection request', 'Yaw Darko wants to connect with you'],
      ['connection_accepted', 'Connection accepted', 'Kofi Owusu accepted your connection request'],
      ['profile_view', 'Profile view', 'Kwame Asante viewed your profile'],
      ['messages', 'New messages', 'You have 1 unread message'],
      ['achievement', 'Course completed', 'You earned a certificate for Data Analysis with Python'],
      ['achievement', 'Network milestone', 'You now have 5 connections. Keep growing your network!'],
      ['system', 'Welcome to SkillLink', 'Complete your profile and connect with professionals who share your skills.'],
      ['other', 'Reminder: Design review', 'Starts in 2 hours'],
      ['other', 'Reminder: Lunch', 'Starts on Thu 26 Nov at 12:00'],
      ['system', 'Scheduled maintenance', 'SkillLink is down on Sunday'],
    ] as const;
    for (const [type, title, message] of old) {
      await db()
        .insertInto('notification')
        .values({ id: newId(), userId: m.user.id, type, title, message, data: '{}', createdAt: new Date().toISOString() } as never)
        .execute();
    }
    await up(db());

    const { items } = (await m.client.get('/api/v1/notifications?limit=50')).json();
    const got = items
      .map((n: { kind: string | null; params: object; fallback: object | null }) => [n.kind, n.params, n.fallback])
      .reverse();
    expect(got).toEqual([
      ['connection.requested', { actorName: 'Yaw Darko' }, null],
      ['connection.accepted', { actorName: 'Kofi Owusu' }, null],
      ['profile.viewed', { actorName: 'Kwame Asante' }, null],
      ['messages.unread', { count: 1 }, null],
      ['course.certificate_earned', { courseTitle: 'Data Analysis with Python' }, null],
      ['network.milestone', { count: 5 }, null],
      ['account.welcome', {}, null],
      ['calendar.reminder', { eventTitle: 'Design review', when: 'starts_in', minutes: 120 }, null],
      // The weekday line lost its year: it stays as it was written.
      [null, {}, { title: 'Reminder: Lunch', message: 'Starts on Thu 26 Nov at 12:00' }],
      [null, {}, { title: 'Scheduled maintenance', message: 'SkillLink is down on Sunday' }],
    ]);
  });
});
