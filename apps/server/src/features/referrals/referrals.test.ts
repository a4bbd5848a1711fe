import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { codePrefix } from './referral-code.js';
import { DAY, codeOf, invite, mailsTo, member, movableClock } from './test-helpers.js';

// Issue 27: the code and link, direct invitations and their rules, and who may see what.

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const rowsOf = (referrerId: string) => db().selectFrom('referral').selectAll().where('referrerId', '=', referrerId).execute();
const invitationMails = async (to: string) => (await mailsTo(t.app, to)).filter((m) => /invit/.test(m.subject));
let n = 0;
const address = (local = 'friend') => `${local}.${Date.now().toString(36)}.${(n += 1)}@example.org`;

describe('the referral code and link', () => {
  it('folds the first name to ASCII capitals, and says MEMBER when it has no Latin letters', () => {
    expect(codePrefix('Éloïse')).toBe('ELOISE');
    expect(codePrefix('Kwame-Nkrumah')).toBe('KWAMENKRUMAH');
    expect(codePrefix('Søren')).toBe('SOREN');
    expect(codePrefix('王')).toBe('MEMBER');
    expect(codePrefix('')).toBe('MEMBER');
  });

  it('is the first name and six letters, the same on every visit, in the §7 link', async () => {
    const { client } = await member(t.app, { firstName: 'Éloïse' });
    const first = (await client.get('/api/v1/referrals')).json();
    expect(first.code).toMatch(/^ELOISE[A-Z]{6}$/);
    expect(first.link).toBe(`http://localhost:3000/register?ref=${first.code}`);
    expect(first.stats).toEqual({ totalReferrals: 0, successfulReferrals: 0, pendingReferrals: 0, rewardPoints: 0 });
    expect(first.invitesLeftToday).toBe(20);
    expect((await client.get('/api/v1/referrals')).json().code).toBe(first.code);
    const other = await member(t.app, { firstName: '王' });
    expect(await codeOf(other.client)).toMatch(/^MEMBER[A-Z]{6}$/);
  });

  it('is made once for one member asked ten times at once, and distinct for 25 namesakes at once', async () => {
    const { client, user } = await member(t.app, { firstName: 'Kojo' });
    const codes = await Promise.all(Array.from({ length: 10 }, () => codeOf(client)));
    expect(new Set(codes).size).toBe(1);
    expect(await db().selectFrom('referralCode').selectAll().where('userId', '=', user.id).execute()).toHaveLength(1);

    const namesakes = await Promise.all(Array.from({ length: 25 }, () => member(t.app, { firstName: 'Abena' })));
    const theirs = await Promise.all(namesakes.map((m) => codeOf(m.client)));
    expect(new Set(theirs).size).toBe(25);
    for (const code of theirs) expect(code).toMatch(/^ABENA[A-Z]{6}$/);
  });

  it('tells a visitor whose link it is, by first name only; an unknown code is not found', async () => {
    const { client } = await member(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const code = await codeOf(client);
    const visitor = new TestClient(t.app);
    const owner = await visitor.get(`/api/v1/referrals/codes/${code.toLowerCase()}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ firstName: 'Ama' });
    expect((await visitor.get('/api/v1/referrals/codes/NOBODYABCDEF')).statusCode).toBe(404);
  });
});

describe('sending a direct invitation', () => {
  it('stores it as pending and mails the person with the inviter’s name, the note, the link and a way out', async () => {
    const { client } = await member(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const code = await codeOf(client);
    const to = address('kwesi');
    const res = await invite(client, to, { name: 'Kwesi', note: 'Come learn with me' });
    expect(res.statusCode).toBe(201);
    expect(res.json().referral).toMatchObject({ name: 'Kwesi', email: to, status: 'pending', source: 'invitation', remindersSent: 0 });
    const [mail, ...more] = await mailsTo(t.app, to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ama Mensah invited you to SkillLink');
    expect(mail!.textBody).toContain('Hello Kwesi,');
    expect(mail!.textBody).toContain('Ama Mensah wrote: “Come learn with me”');
    expect(mail!.textBody).toContain(`http://localhost:3000/register?${new URLSearchParams({ ref: code, email: to })}`);
    expect(mail!.textBody).toMatch(/Never receive invitations to SkillLink again: http:\/\/localhost:3000\/referrals\/decline\?token=\S+/);
    const overview = (await client.get('/api/v1/referrals')).json();
    expect(overview.stats).toMatchObject({ totalReferrals: 1, pendingReferrals: 1 });
    expect(overview.invitesLeftToday).toBe(19);
  });

  it('writes the mail in the inviter’s language', async () => {
    const { client } = await member(t.app, { firstName: 'Amélie', lastName: 'Diallo' });
    expect((await client.patch('/api/v1/session/preferences', { language: 'fr' })).statusCode).toBe(200);
    const to = address('moussa');
    expect((await invite(client, to, { name: 'Moussa', note: 'Rejoins-moi' })).statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, to);
    expect(mail!.subject).toBe('Amélie Diallo vous invite sur SkillLink');
    expect(mail!.textBody).toContain('Bonjour Moussa,');
    expect(mail!.textBody).toContain('« Rejoins-moi »');
    expect(mail!.textBody).toContain('Ne plus jamais recevoir d’invitation à SkillLink');
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const { client, user } = await member(t.app);
    for (const email of ['a@b', 'no-at.com', 'a b@c.d', 'a@b..com', 'a@.b.com']) {
      const res = await invite(client, email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields.email).toBe('Please enter a valid email address');
    }
    const longName = await invite(client, address(), { name: 'x'.repeat(10_240) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields.name).toBe('Name must be at most 100 characters');
    const longNote = await invite(client, address(), { note: 'y'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.fields.note).toBe('Your note must be at most 500 characters');
    expect((await invite(client, address(), { name: '   ' })).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('sends HTML in the note as text', async () => {
    const { client } = await member(t.app);
    const to = address('html');
    const note = '<script>alert(1)</script><b>hi</b> & "bye"';
    expect((await invite(client, to, { note })).statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, to);
    expect(mail!.textBody).toContain(note);
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;hi&lt;/b&gt; &amp;');
  });

  it('answers an address already referred, in any spelling of the same mailbox, with 409', async () => {
    const { client } = await member(t.app);
    const local = `kofi${Date.now().toString(36)}`;
    expect((await invite(client, `${local}@gmail.com`)).statusCode).toBe(201);
    for (const again of [
      `${local.toUpperCase()}@Gmail.com`,
      `${local}+work@gmail.com`,
      `${local.slice(0, 2)}.${local.slice(2)}@googlemail.com`,
    ]) {
      const res = await invite(client, again);
      expect(res.statusCode, again).toBe(409);
      expect(res.json().error).toMatchObject({
        message: 'You have already referred this email address',
        fields: { email: 'You have already referred this email address' },
      });
    }
    // Throwaway domains are one mailbox per local part.
    expect((await invite(client, `${local}@mailinator.com`)).statusCode).toBe(201);
    expect((await invite(client, `${local}@guerrillamail.com`)).statusCode).toBe(409);
    // Two tabs at once: one invitation.
    const twice = address('twice');
    const both = await Promise.all([invite(client, twice), invite(client, twice)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses one’s own address, also as a plus-address', async () => {
    const { client, body } = await member(t.app);
    for (const own of [body.email, body.email.toUpperCase(), body.email.replace('@', '+x@')]) {
      const res = await invite(client, own);
      expect(res.statusCode, own).toBe(400);
      expect(res.json().error.code).toBe('referral_self');
    }
  });

  it('caps invitations at 20 a day, stores nothing beyond, and allows more a day later', async () => {
    const { client, user } = await member(t.app);
    for (let i = 0; i < 20; i += 1) expect((await invite(client, address(`cap${i}`))).statusCode).toBe(201);
    const over = address('over');
    const refused = await invite(client, over);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'referral_daily_limit',
      message: 'You can send 20 invitations a day. Please try again tomorrow',
    });
    expect(await rowsOf(user.id)).toHaveLength(20);
    expect(await mailsTo(t.app, over)).toEqual([]);
    expect((await client.get('/api/v1/referrals')).json().invitesLeftToday).toBe(0);
    clock.advance(DAY + 1000);
    expect((await invite(client, over)).statusCode).toBe(201);
    expect((await client.get('/api/v1/referrals')).json().invitesLeftToday).toBe(19);
  });

  it('holds the cap when many invitations arrive at once', async () => {
    const { client, user } = await member(t.app);
    const res = await Promise.all(Array.from({ length: 23 }, (_, i) => invite(client, address(`rush${i}`))));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(res.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await rowsOf(user.id)).toHaveLength(20);
  });

  it('answers an address that belongs to a member as any other, and does not mail it', async () => {
    const { client } = await member(t.app);
    const existing = await member(t.app);
    const res = await invite(client, existing.body.email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(await invitationMails(existing.body.email.toLowerCase())).toEqual([]);
    expect(await invitationMails(existing.body.email.toUpperCase())).toEqual([]);
    // Nor under a "+tag" spelling of the same mailbox.
    const tagged = existing.body.email.replace('@', '+friends@');
    expect((await invite(client, tagged)).statusCode).toBe(409);
    const other = await member(t.app);
    expect((await invite(other.client, tagged)).statusCode).toBe(201);
    expect(await invitationMails(tagged.toLowerCase())).toEqual([]);
  });
});

describe('who may see and do what', () => {
  it('answers 401 to someone not signed in', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/referrals')).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/referrals/history')).statusCode).toBe(401);
    expect((await invite(visitor, address())).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/referrals/highlight')).statusCode).toBe(401);
  });

  it('shows each member only their own referrals', async () => {
    const ama = await member(t.app, { firstName: 'Ama' });
    const kofi = await member(t.app, { firstName: 'Kofi' });
    await invite(ama.client, address('amas'));
    expect((await ama.client.get('/api/v1/referrals')).json().history).toHaveLength(1);
    const theirs = (await kofi.client.get('/api/v1/referrals')).json();
    expect(theirs.history).toEqual([]);
    expect(theirs.stats.totalReferrals).toBe(0);
    expect((await kofi.client.get('/api/v1/referrals/history')).json().items).toEqual([]);
  });

  it('keeps the admin routes to admins', async () => {
    const { client } = await member(t.app);
    expect((await client.get('/api/v1/admin/referrals/held')).statusCode).toBe(403);
    expect((await client.post('/api/v1/admin/referrals/anything/review', { decision: 'release' })).statusCode).toBe(403);
  });

  it('refuses a highlight without the points', async () => {
    const { client } = await member(t.app);
    const res = await client.post('/api/v1/referrals/highlight');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('points_insufficient');
  });
});

describe('the history', () => {
  it('pages newest first with a cursor, without overlap', async () => {
    const { client } = await member(t.app);
    for (let i = 0; i < 25; i += 1) {
      clock.advance(i === 20 ? DAY : 1000);
      expect((await invite(client, address(`page${i}`), { name: `Person ${i}` })).statusCode).toBe(201);
    }
    const overview = (await client.get('/api/v1/referrals')).json();
    expect(overview.history).toHaveLength(20);
    expect(overview.history[0].name).toBe('Person 24');
    expect(overview.nextCursor).not.toBeNull();
    const first = (await client.get('/api/v1/referrals/history?limit=10')).json();
    expect(first.items).toHaveLength(10);
    const second = (await client.get(`/api/v1/referrals/history?limit=20&before=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(15);
    expect(second.nextCursor).toBeNull();
    const names = [...first.items, ...second.items].map((r: { name: string }) => r.name);
    expect(new Set(names).size).toBe(25);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Person ${24 - i}`));
  });
});
