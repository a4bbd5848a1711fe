import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications.js';
import { NOBODY_ONLINE, type PresenceLookup } from '../../platform/realtime/presence-port.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { sendNotificationMails } from './mail-sender.js';

// Notification e-mails (ADR 065), on the app's clock: the job is called directly after moving it.

let t: TestApp;
let clock = new Date('2026-11-30T06:00:00Z'); // a Monday
const at = (iso: string) => (clock = new Date(iso));
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: () => clock });
});
afterAll(async () => t.close());

const run = (presence: PresenceLookup = NOBODY_ONLINE) =>
  sendNotificationMails({ db: t.app.database.db, mailer: t.app.mailer, publicUrl: 'http://localhost:3000', presence, now: () => clock });
/** The notification mails to an address (not the sign-up's confirmation). */
const mailsTo = async (to: string) =>
  (
    await t.app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute()
  ).filter((m) => /notification|summary|résumé/i.test(m.subject));
const member = (firstName: string) => signedUp(t.app, { firstName }, { rememberMe: true });
type Member = Awaited<ReturnType<typeof member>>;
const setZone = (m: Member, timeZone: string) =>
  t.app.database.db.updateTable('user').set({ timeZone }).where('id', '=', m.user.id).execute();
const allOn = Object.fromEntries(
  ['connection_request', 'connection_accepted', 'messages', 'profile_view', 'achievement', 'other'].map((k) => [
    k,
    { inApp: true, email: true, push: true },
  ]),
);
const defaults = { types: allOn, emailDigest: 'daily', quietHours: null };
const unsubscribeLinks = (text: string) =>
  [...text.matchAll(/http:\/\/localhost:3000(\/notifications\/unsubscribe\?token=\S+)/g)].map((m) => m[1]!);
const viewed = (m: Member, actorName: string) =>
  notify(t.app.database.db, { userId: m.user.id, type: 'profile_view', kind: 'profile.viewed', params: { actorName } });
const unread = (m: Member, count: number) =>
  notify(t.app.database.db, { userId: m.user.id, type: 'messages', kind: 'messages.unread', params: { count } });

describe('notification e-mails', () => {
  it('mails messages to a member away 10 minutes, batched into one mail in their language; nothing while online', async () => {
    at('2026-11-30T06:00:00Z');
    const a = await member('Abena');
    const b = await member('Kofi');
    await b.client.patch('/api/v1/session/preferences', { language: 'fr' });
    await connectMembers(t.app, a.user.id, b.user.id);
    const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id;
    for (const [i, content] of ['Bonjour', 'Tu es là ?'].entries()) {
      const sent = await a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: `test-client-${i}`, content });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await notify(t.app.database.db, {
      userId: b.user.id,
      type: 'other',
      kind: 'job.application_received',
      params: { jobTitle: 'Infirmier', applicantName: 'Esi' },
    });
    at('2026-11-30T06:09:00Z');
    await run();
    expect(await mailsTo(b.user.email)).toHaveLength(0);
    at('2026-11-30T06:11:00Z');
    await run({ onlineAmong: async (ids) => new Set(ids.filter((x) => x === b.user.id)) });
    expect(await mailsTo(b.user.email)).toHaveLength(0);
    await run();
    await run();
    const [mail, ...more] = await mailsTo(b.user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Vous avez 2 nouvelles notifications sur SkillLink');
    expect(mail!.textBody).toContain('Vous avez 2 messages non lus');
    expect(mail!.textBody).toContain('Esi a postulé à votre offre « Infirmier »');
    expect(unsubscribeLinks(mail!.textBody).length).toBeGreaterThan(0);
    // A new message after the mail is mailed again, once the member is still away.
    await a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: 'test-client-3', content: 'Réponds-moi' });
    at('2026-11-30T06:12:00Z');
    await run();
    expect((await mailsTo(b.user.email)).at(-1)!.textBody).toContain('Vous avez 3 messages non lus');
  });

  it('sends nothing during quiet hours, in the member zone, and sends it when they end', async () => {
    at('2026-11-30T20:50:00Z');
    const c = await member('Ama');
    await setZone(c, 'Africa/Lagos'); // UTC+1
    const put = await c.client.put('/api/v1/notifications/settings', { ...defaults, quietHours: { start: '22:00', end: '07:00' } });
    expect(put.statusCode).toBe(200);
    await unread(c, 1);
    at('2026-11-30T21:05:00Z'); // 22:05 in Lagos: quiet
    await run();
    at('2026-12-01T05:59:00Z'); // 06:59 in Lagos
    await run();
    expect(await mailsTo(c.user.email)).toHaveLength(0);
    at('2026-12-01T06:00:00Z'); // 07:00 in Lagos
    await run();
    const mails = await mailsTo(c.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['You have a new notification on SkillLink']);
    expect(mails[0]!.textBody).toContain('You have 1 unread message');
  });

  it('mails nothing of a kind whose e-mail is off, nor a digest that is off, nor what was read in the app', async () => {
    at('2026-12-01T10:00:00Z');
    const d = await member('Yaw');
    const off = { ...allOn, messages: { inApp: true, email: false, push: true } };
    await d.client.put('/api/v1/notifications/settings', { ...defaults, types: off, emailDigest: 'off' });
    await unread(d, 1);
    await viewed(d, 'Esi');
    const e = await member('Efua');
    const id = await unread(e, 4);
    await t.app.database.db.updateTable('notification').set({ isRead: true }).where('id', '=', id!).execute();
    at('2026-12-01T10:30:00Z');
    await run();
    expect(await mailsTo(d.user.email)).toHaveLength(0);
    expect(await mailsTo(e.user.email)).toHaveLength(0);
  });

  describe('the daily digest and its unsubscribe link', () => {
    let f: Member;
    let text = '';
    it('gathers the other kinds into one mail at the digest hour, in the member zone; weekly waits for Monday', async () => {
      at('2026-12-01T05:00:00Z'); // a Tuesday
      f = await member('Kwame');
      await setZone(f, 'Africa/Lagos');
      const w = await member('Akosua');
      await w.client.put('/api/v1/notifications/settings', { ...defaults, emailDigest: 'weekly' });
      await viewed(f, 'Esi');
      await viewed(w, 'Esi');
      await notify(t.app.database.db, {
        userId: f.user.id,
        type: 'connection_accepted',
        kind: 'connection.accepted',
        params: { actorName: 'Kojo' },
      });
      at('2026-12-01T06:59:00Z'); // 07:59 in Lagos
      await run();
      expect(await mailsTo(f.user.email)).toHaveLength(0);
      at('2026-12-01T07:00:00Z');
      await run();
      at('2026-12-01T09:00:00Z');
      await run();
      const mails = await mailsTo(f.user.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your daily SkillLink summary']);
      text = mails[0]!.textBody;
      expect(text).toContain('Esi viewed your profile');
      expect(text).toContain('Kojo accepted your connection request');
      expect(await mailsTo(w.user.email)).toHaveLength(0);
      at('2026-12-07T08:00:00Z'); // Monday
      await run();
      expect((await mailsTo(w.user.email)).map((m) => m.subject)).toEqual(['Your weekly SkillLink summary']);
    });

    it('turns that kind of e-mail off without signing in (confirmation page, then one-click POST); a forged token does nothing', async () => {
      const [views, accepted, all] = unsubscribeLinks(text);
      expect(all).toBeDefined();
      const visitor = new TestClient(t.app);
      const forged = `${views!.slice(0, -3)}abc`;
      expect((await visitor.get(forged)).statusCode).toBe(404);
      const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
      expect(
        (await t.app.inject({ method: 'POST', url: forged, headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode,
      ).toBe(404);
      const page = await visitor.get(views!);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post"');
      expect((await f.client.get('/api/v1/notifications/settings')).json().types.profile_view.email).toBe(true);
      const done = await t.app.inject({ method: 'POST', url: views!, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('You are unsubscribed');
      const types = (await f.client.get('/api/v1/notifications/settings')).json().types;
      expect(types.profile_view).toEqual({ inApp: true, email: false, push: true });
      expect(types.connection_accepted).toEqual({ inApp: true, email: true, push: true });
      expect(accepted).toContain('token=');
      // Now off: the next profile view waits for no digest.
      await viewed(f, 'Esi');
      at('2026-12-02T08:00:00Z');
      await run();
      expect(await mailsTo(f.user.email)).toHaveLength(1);
    });
  });

  describe('settings', () => {
    it('answers the defaults, keeps what the member chooses, and refuses what is out of range', async () => {
      const g = await member('Nana');
      expect((await g.client.get('/api/v1/notifications/settings')).json()).toEqual(defaults);
      const chosen = {
        types: { ...allOn, other: { inApp: false, email: false, push: true } },
        emailDigest: 'weekly',
        quietHours: { start: '21:30', end: '06:45' },
      };
      expect((await g.client.put('/api/v1/notifications/settings', chosen)).json()).toEqual(chosen);
      // The in-app switch is the one notify() obeys (ADR 013).
      expect((await g.client.get('/api/v1/notifications/preferences')).json().types.other).toBe(false);
      for (const bad of [
        { ...chosen, quietHours: { start: '24:00', end: '06:00' } },
        { ...chosen, quietHours: { start: '06:00', end: '06:00' } },
        { ...chosen, emailDigest: 'hourly' },
        { ...chosen, types: { ...allOn, system: { inApp: true, email: true, push: true } } },
        { ...chosen, types: { ...allOn, messages: { inApp: true } } },
      ]) {
        const res = await g.client.put('/api/v1/notifications/settings', bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      expect((await g.client.get('/api/v1/notifications/settings')).json()).toEqual(chosen);
    });

    it("are each member's own, and refuse visitors", async () => {
      const a = await member('Adjoa');
      const b = await member('Kojo');
      await a.client.put('/api/v1/notifications/settings', { ...defaults, emailDigest: 'off' });
      expect((await b.client.get('/api/v1/notifications/settings')).json()).toEqual(defaults);
      const visitor = new TestClient(t.app);
      expect((await visitor.get('/api/v1/notifications/settings')).statusCode).toBe(401);
      expect((await visitor.put('/api/v1/notifications/settings', defaults)).statusCode).toBe(401);
    });
  });
});
