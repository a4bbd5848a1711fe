import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { newMember, signedUp } from '../../test/factories.js';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../test/oidc-provider.js';
import { signInBuild } from '../../test/sign-in-build.js';
import { addSkill, codeOf, invite, join, ledgerOf, member, nextIp, notificationsOf, referralOf, verify } from './test-helpers.js';

// Issue 27 §1, §3, §4: who referred a new account, through each way of signing up, and when a
// referral completes and earns points — once, whatever races, and never for a gamed join.

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'referrals.admin@example.test';
let t: TestApp;
let provider: LocalProvider;
let web: ReturnType<typeof signInBuild>;

beforeAll(async () => {
  web = signInBuild();
  provider = await startLocalProvider([
    { clientId: 'skilllink', clientSecret: 'skilllink-secret', redirectUris: [`${ORIGIN}/api/v1/auth/oidc/google/callback`] },
  ]);
  t = await buildTestApp({
    RATE_LIMIT_FACTOR: '1000',
    ADMIN_EMAILS: ADMIN,
    WEB_DIST: web.web,
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'skilllink',
    OIDC_GOOGLE_CLIENT_SECRET: 'skilllink-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  web.close();
});

/** A referrer on a network of their own, with their code. */
async function referrer(firstName = 'Ama', email?: string) {
  const m = await member(t.app, { firstName, ...(email ? { email } : {}) });
  return { ...m, code: await codeOf(m.client) };
}

describe('each way of signing up', () => {
  it('the link sets the sl_ref cookie, and the JSON registration that follows is attributed', async () => {
    const ama = await referrer();
    const visitor = new TestClient(t.app, nextIp());
    const link = await visitor.get(`/register?ref=${ama.code.toLowerCase()}`);
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/auth/register?ref=${ama.code}`);
    expect(link.cookies.find((c) => c.name === 'sl_ref')).toMatchObject({ value: ama.code, httpOnly: true, sameSite: 'Lax' });
    const bad = await new TestClient(t.app).get('/register?ref=%3Cscript%3E');
    expect(bad.headers.location).toBe('/auth/register');
    expect(bad.cookies.find((c) => c.name === 'sl_ref')).toBeUndefined();

    const person = await join(t.app, { cookie: ama.code, firstName: 'Kwame', lastName: 'Asare' });
    expect(await referralOf(t.app, person.user.id)).toMatchObject({
      referrerId: ama.user.id,
      status: 'joined',
      source: 'link',
      name: 'Kwame Asare',
    });
    const screen = (await ama.client.get('/api/v1/referrals')).json();
    expect(screen.history[0]).toMatchObject({ name: 'Kwame Asare', status: 'joined', source: 'link', email: null, rewardEarned: 0 });
    expect(screen.stats).toMatchObject({ totalReferrals: 1, pendingReferrals: 1, successfulReferrals: 0 });
    expect(await notificationsOf(t.app, ama.user.id, 'referral.joined')).toHaveLength(1);
  });

  it('the code in the JSON body, without a cookie', async () => {
    const ama = await referrer();
    const person = await join(t.app, { ref: ama.code.toLowerCase() });
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ referrerId: ama.user.id, status: 'joined' });
  });

  it('the register form posted without the app, with the cookie of the link', async () => {
    const ama = await referrer();
    const person = newMember();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: nextIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: `sl_ref=${ama.code}` },
      payload: new URLSearchParams({ ...person, confirmPassword: person.password, agreeToTerms: 'on' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const user = await t.app.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', person.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(await referralOf(t.app, user.id)).toMatchObject({ referrerId: ama.user.id, status: 'joined' });
  });

  it('a Google sign-up with the cookie of the link; its verified address completes with a first skill', async () => {
    const ama = await referrer();
    const email = `esi.${Date.now().toString(36)}@provider.test`;
    provider.accounts.set('esi', { email, email_verified: true, given_name: 'Esi', family_name: 'Owusu' });
    const browser = new TestClient(t.app, nextIp());
    await browser.get(`/register?ref=${ama.code}`);
    const start = await browser.get('/api/v1/auth/oidc/google/start');
    const back = await signInAtProvider(start.headers.location as string, 'esi');
    expect((await browser.get(`${back.pathname}${back.search}`)).headers.location).toBe('/app/dashboard');
    const me = (await browser.get('/api/v1/session')).json().user;
    expect(await referralOf(t.app, me.id)).toMatchObject({ referrerId: ama.user.id, status: 'joined', name: 'Esi Owusu' });
    expect((await addSkill(browser)).statusCode).toBe(201);
    expect(await referralOf(t.app, me.id)).toMatchObject({ status: 'completed' });
    expect((await ledgerOf(t.app, ama.user.id)).map((l) => l.amount)).toEqual([25]);
  });
});

describe('who the referrer is', () => {
  it('the first to invite the address wins over a later link, and nobody else’s invitation is attributed or reminded', async () => {
    const kofi = await referrer('Kofi');
    const ama = await referrer('Ama');
    const address = `adwoa.${Date.now().toString(36)}@example.org`;
    expect((await invite(kofi.client, address)).statusCode).toBe(201);
    expect((await invite(ama.client, address.toUpperCase())).statusCode).toBe(201);
    const person = await join(t.app, { cookie: ama.code, email: address });
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ referrerId: kofi.user.id, source: 'invitation', status: 'joined' });
    const amas = await t.app.database.db.selectFrom('referral').selectAll().where('referrerId', '=', ama.user.id).execute();
    expect(amas).toEqual([expect.objectContaining({ status: 'pending', referredUserId: null, nextReminderAt: null })]);
  });

  it('ignores an unknown code, and one’s own link under another spelling of one’s own mailbox', async () => {
    const stranger = await join(t.app, { ref: 'NOBODYABCDEF' });
    expect(await referralOf(t.app, stranger.user.id)).toBeUndefined();
    const local = `ama${Date.now().toString(36)}`;
    const ama = await referrer('Ama', `${local}@gmail.com`);
    const second = await join(t.app, { cookie: ama.code, email: `${local.slice(0, 2)}.${local.slice(2)}+2@gmail.com` });
    expect(await referralOf(t.app, second.user.id)).toBeUndefined();
    expect((await ama.client.get('/api/v1/referrals')).json().history).toEqual([]);
  });
});

describe('completing a referral', () => {
  it('waits for the verified address, then awards 25 points once and tells the referrer', async () => {
    const ama = await referrer();
    const person = await join(t.app, { ref: ama.code, verified: false });
    expect((await addSkill(person.client)).statusCode).toBe(201);
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ status: 'joined' });
    expect(await ledgerOf(t.app, ama.user.id)).toEqual([]);
    await verify(t.app, person.client, person.body.email);
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ status: 'completed' });
    expect(await ledgerOf(t.app, ama.user.id)).toEqual([expect.objectContaining({ amount: 25, reason: 'referral_completed' })]);
    expect(await notificationsOf(t.app, ama.user.id, 'referral.completed')).toHaveLength(1);
    const screen = (await ama.client.get('/api/v1/referrals')).json();
    expect(screen.stats).toMatchObject({ successfulReferrals: 1, pendingReferrals: 0, rewardPoints: 25 });
    expect(screen.history[0]).toMatchObject({ status: 'completed', rewardEarned: 25 });
    expect(screen.ledger).toEqual([expect.objectContaining({ amount: 25, reason: 'referral_completed', subject: expect.any(String) })]);
  });

  it('also completes with a course enrolled', async () => {
    const ama = await referrer();
    const person = await join(t.app, { ref: ama.code });
    const course = await t.app.database.db
      .selectFrom('course')
      .select('id')
      .where('slug', '=', 'javascript-fundamentals')
      .executeTakeFirstOrThrow();
    expect((await person.client.post(`/api/v1/courses/${course.id}/enrollment`)).statusCode).toBe(201);
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ status: 'completed' });
    expect((await ledgerOf(t.app, ama.user.id)).map((l) => l.amount)).toEqual([25]);
  });

  it('awards once when five skills are added at once', async () => {
    const ama = await referrer();
    const person = await join(t.app, { ref: ama.code });
    const res = await Promise.all(Array.from({ length: 5 }, () => addSkill(person.client)));
    // Five different skills, all stored (on PostgreSQL too: migration 20261218-002).
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await ledgerOf(t.app, ama.user.id)).toHaveLength(1);
    expect(await notificationsOf(t.app, ama.user.id, 'referral.completed')).toHaveLength(1);
  });

  it('awards once when a skill and four enrolments race', async () => {
    const ama = await referrer();
    const person = await join(t.app, { ref: ama.code });
    const courses = await t.app.database.db.selectFrom('course').select('id').orderBy('slug').limit(4).execute();
    expect(courses).toHaveLength(4);
    const res = await Promise.all([
      addSkill(person.client),
      ...courses.map((c) => person.client.post(`/api/v1/courses/${c.id}/enrollment`)),
    ]);
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await referralOf(t.app, person.user.id)).toMatchObject({ status: 'completed' });
    expect(await ledgerOf(t.app, ama.user.id)).toHaveLength(1);
    expect(await notificationsOf(t.app, ama.user.id, 'referral.completed')).toHaveLength(1);
  });

  it('adds the 100-point bonus and the badge with the 10th, once', async () => {
    const ama = await referrer();
    const completeOne = async () => {
      const person = await join(t.app, { ref: ama.code });
      expect((await addSkill(person.client)).statusCode).toBe(201);
    };
    for (let i = 0; i < 9; i += 1) await completeOne();
    expect((await ama.client.get('/api/v1/referrals')).json().badgeEarnedAt).toBeNull();
    await completeOne();
    const screen = (await ama.client.get('/api/v1/referrals')).json();
    expect(screen.badgeEarnedAt).not.toBeNull();
    expect(screen.stats.rewardPoints).toBe(350);
    expect(screen.balance).toBe(350);
    expect(await notificationsOf(t.app, ama.user.id, 'referral.bonus')).toHaveLength(1);
    await completeOne();
    const ledger = await ledgerOf(t.app, ama.user.id);
    expect(ledger.filter((l) => l.reason === 'referral_bonus')).toEqual([expect.objectContaining({ amount: 100 })]);
    expect(ledger.filter((l) => l.reason === 'referral_completed')).toHaveLength(11);
    expect(await notificationsOf(t.app, ama.user.id, 'referral.bonus')).toHaveLength(1);
    // The points buy a profile highlight.
    const highlight = await ama.client.post('/api/v1/referrals/highlight');
    expect(highlight.statusCode).toBe(200);
    expect(highlight.json().balance).toBe(275);
  });

  it('counts throwaway addresses for points once per referrer', async () => {
    const ama = await referrer();
    const stamp = Date.now().toString(36);
    for (const local of [`one${stamp}`, `two${stamp}`]) {
      const person = await join(t.app, { ref: ama.code, email: `${local}@mailinator.com` });
      expect((await addSkill(person.client)).statusCode).toBe(201);
      expect(await referralOf(t.app, person.user.id)).toMatchObject({ status: 'completed' });
    }
    expect((await ledgerOf(t.app, ama.user.id)).map((l) => l.amount)).toEqual([25]);
  });
});

describe('joins from the referrer’s own network', () => {
  it('are held without points until an admin releases them, or rejects them', async () => {
    const ip = nextIp();
    const ama = await signedUp(t.app, { firstName: 'Ama' }, { ip, rememberMe: true });
    const code = await codeOf(ama.client);
    const admin = await member(t.app, { email: ADMIN });

    const held = await join(t.app, { ref: code, ip });
    expect((await addSkill(held.client)).statusCode).toBe(201);
    const row = await referralOf(t.app, held.user.id);
    expect(row).toMatchObject({ status: 'held', heldReason: 'same_device' });
    expect(await ledgerOf(t.app, ama.user.id)).toEqual([]);
    // Ama's bell says it joined and is checked (the reader's app words it from `held`).
    expect((await notificationsOf(t.app, ama.user.id, 'referral.joined')).map((n) => JSON.parse(n.params))).toEqual([
      expect.objectContaining({ held: 1 }),
    ]);
    const list = (await admin.client.get('/api/v1/admin/referrals/held')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: row!.id, reason: 'same_device' }));

    const release = await admin.client.post(`/api/v1/admin/referrals/${row!.id}/review`, { decision: 'release' });
    expect(release.statusCode).toBe(204);
    expect(await referralOf(t.app, held.user.id)).toMatchObject({ status: 'completed' });
    expect((await ledgerOf(t.app, ama.user.id)).map((l) => l.amount)).toEqual([25]);
    expect((await admin.client.post(`/api/v1/admin/referrals/${row!.id}/review`, { decision: 'release' })).statusCode).toBe(404);

    const other = await join(t.app, { ref: code, ip });
    const second = await referralOf(t.app, other.user.id);
    expect(second).toMatchObject({ status: 'held' });
    expect((await admin.client.post(`/api/v1/admin/referrals/${second!.id}/review`, { decision: 'reject' })).statusCode).toBe(204);
    await addSkill(other.client);
    expect(await referralOf(t.app, other.user.id)).toMatchObject({ status: 'declined' });
    expect(await ledgerOf(t.app, ama.user.id)).toHaveLength(1);
  });
});
