import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { DAY, invite, join, mailsTo, member, movableClock } from './test-helpers.js';

// Issue 27 §2: two reminders, 3 and 7 days after an invitation, none once the person joined or
// declined; the one-click "never invite me again" link; the dev route journeys move time with.

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000', DEV_MAILBOX: 'true' }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const address = (local: string) => `${local}.${Date.now().toString(36)}.${(n += 1)}@example.org`;
const reminders = async (to: string) => (await mailsTo(t.app, to)).filter((m) => m.subject.startsWith('Reminder:'));
/** The sweep as the dev route runs it, `days` after the test clock. */
const sweep = (client: TestClient, days = 0) => client.post('/api/v1/dev/referral-reminders/run', { days });
const declineLink = async (to: string) => {
  const [mail] = await mailsTo(t.app, to);
  const url = /http:\/\/localhost:3000(\/referrals\/decline\?token=\S+)/.exec(mail!.textBody)?.[1];
  if (!url) throw new Error('no decline link');
  return url;
};
const rowOf = (id: string) => t.app.database.db.selectFrom('referral').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('reminders', () => {
  it('go out 3 and 7 days after the invitation, once each, and the history says so', async () => {
    const ama = await member(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const to = address('kwesi');
    const sent = (await invite(ama.client, to, { name: 'Kwesi', note: 'Still keen?' })).json().referral;
    const invitedAt = Date.parse(sent.referredDate);
    expect(sent.nextReminderAt).toBe(new Date(invitedAt + 3 * DAY).toISOString());
    const historyRow = async () =>
      (await ama.client.get('/api/v1/referrals')).json().history.find((r: { id: string }) => r.id === sent.id) as {
        remindersSent: number;
        nextReminderAt: string | null;
      };

    clock.advance(2 * DAY);
    expect((await sweep(ama.client)).statusCode).toBe(200);
    expect(await reminders(to)).toEqual([]);

    clock.advance(DAY);
    await sweep(ama.client);
    const first = await reminders(to);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Reminder: Ama Mensah invited you to SkillLink');
    expect(first[0]!.textBody).toContain('Ama Mensah wrote: “Still keen?”');
    expect(first[0]!.textBody).toContain('/referrals/decline?token=');
    expect(await historyRow()).toEqual(
      expect.objectContaining({ remindersSent: 1, nextReminderAt: new Date(invitedAt + 7 * DAY).toISOString() }),
    );
    await sweep(ama.client);
    expect(await reminders(to)).toHaveLength(1);

    clock.advance(4 * DAY);
    await sweep(ama.client);
    expect(await reminders(to)).toHaveLength(2);
    expect(await historyRow()).toEqual(expect.objectContaining({ remindersSent: 2, nextReminderAt: null }));
    clock.advance(10 * DAY);
    await sweep(ama.client);
    expect(await reminders(to)).toHaveLength(2);
    expect(await mailsTo(t.app, to)).toHaveLength(3);
  });

  it('stop once the person registered', async () => {
    const ama = await member(t.app);
    const to = address('joiner');
    const { referral } = (await invite(ama.client, to)).json();
    await join(t.app, { email: to });
    expect(await rowOf(referral.id)).toMatchObject({ status: 'joined', nextReminderAt: null });
    await sweep(ama.client, 8);
    expect(await reminders(to)).toEqual([]);
  });

  it('the dev route sends what is due as if days later, and two sweeps at once send each reminder once', async () => {
    const ama = await member(t.app);
    const to = address('race');
    const { referral } = (await invite(ama.client, to)).json();
    const runs = await Promise.all([sweep(ama.client, 3), sweep(ama.client, 3)]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await reminders(to)).toHaveLength(1);
    expect(await rowOf(referral.id)).toMatchObject({ remindersSent: 1 });
    // The route's days never move the server's own clock.
    expect((await ama.client.get('/api/v1/referrals')).json().invitesLeftToday).toBe(19);
  });

  it('the dev route exists only with DEV_MAILBOX', async () => {
    const plain = await buildTestApp({}, { now: clock.now });
    try {
      const someone = await member(plain.app);
      const res = await someone.client.post('/api/v1/dev/referral-reminders/run', { days: 3 });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('never invite me again', () => {
  it('asks first, then declines every pending invitation and keeps the address off all future mail', async () => {
    const ama = await member(t.app);
    const kofi = await member(t.app);
    const to = address('decliner');
    const { referral } = (await invite(ama.client, to)).json();
    const link = await declineLink(to);

    const visitor = new TestClient(t.app);
    const ask = await visitor.get(link);
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-type']).toMatch(/text\/html/);
    expect(ask.body).toContain('No more invitations?');
    expect(ask.body).toContain('Stop all invitations');
    expect(ask.body).toMatch(/<form[^>]*method="post"/i);
    expect(await rowOf(referral.id)).toMatchObject({ status: 'pending' });

    const done = await visitor.post(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will not be invited again');
    expect(await rowOf(referral.id)).toMatchObject({ status: 'declined', nextReminderAt: null });
    expect((await ama.client.get('/api/v1/referrals')).json().history[0].status).toBe('declined');
    // Opened again: it says it is done, rather than asking again.
    const reopened = await visitor.get(link);
    expect(reopened.body).toContain('You will not be invited again');
    expect(reopened.body).not.toContain('Stop all invitations');

    const again = await invite(kofi.client, to.toUpperCase());
    expect(again.statusCode).toBe(201);
    await sweep(ama.client, 8);
    expect(await mailsTo(t.app, to)).toHaveLength(1);
  });

  it('works in one click from the mail app (RFC 8058)', async () => {
    const ama = await member(t.app);
    const to = address('oneclick');
    const { referral } = (await invite(ama.client, to)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: await declineLink(to),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(referral.id)).toMatchObject({ status: 'declined' });
  });

  it('refuses a link that was not signed here, and changes nothing', async () => {
    const ama = await member(t.app);
    const to = address('forged');
    const { referral } = (await invite(ama.client, to)).json();
    const forged = `/referrals/decline?token=${encodeURIComponent(`${referral.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`;
    const visitor = new TestClient(t.app);
    for (const url of [forged, '/referrals/decline?token=nonsense', '/referrals/decline']) {
      expect((await visitor.get(url)).statusCode, url).toBe(400);
      const post = await visitor.post(url);
      expect(post.statusCode, url).toBe(400);
      expect(post.body).toContain('This link does not work');
    }
    expect(await rowOf(referral.id)).toMatchObject({ status: 'pending' });
  });
});
