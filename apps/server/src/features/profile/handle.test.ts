import { HANDLE_CHANGES_PER_DAY } from '@skilllink/contracts/public-member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as memberHandleMigration from '../../db/migrations/20261217-003-member-handle.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

// Public handles for /in/{handle} (issue 26 §2): given at registration, changed in Settings, old ones redirect.

const HOUR = 3_600_000;

describe('member handles', () => {
  let t: TestApp;
  let clock = new Date('2026-12-17T09:00:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    // Many registrations from one address: the registration limit is not what is tested here.
    t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now });
  });
  afterAll(async () => {
    await t.close();
  });

  const handleOf = async (client: TestClient) => {
    const res = await client.get('/api/v1/account/handle');
    expect(res.statusCode).toBe(200);
    return res.json<{ handle: string; url: string }>();
  };
  const change = (client: TestClient, handle: string) => client.patch('/api/v1/account/handle', { handle });
  const everyone = async (client: TestClient) =>
    expect((await client.patch('/api/v1/account/privacy', { profileVisibility: 'everyone' })).statusCode).toBe(200);
  const lookup = (handle: string) => new TestClient(t.app).get(`/api/v1/public/members/${handle}`);

  it('gives every member a handle from their name at registration, ASCII-folded, numbered on a collision', async () => {
    const first = await signedUp(t.app, { firstName: 'Éloïse', lastName: 'Mensah' });
    const second = await signedUp(t.app, { firstName: 'Eloise', lastName: 'MENSAH' });
    const short = await signedUp(t.app, { firstName: 'Wu', lastName: '李' });
    expect(await handleOf(first.client)).toEqual({ handle: 'eloise-mensah', url: 'http://localhost:3000/in/eloise-mensah' });
    expect((await handleOf(second.client)).handle).toBe('eloise-mensah-2');
    expect((await handleOf(short.client)).handle).toBe('wu-member');
    const stored = await t.app.database.db.selectFrom('user').select('handle').where('id', '=', first.user.id).executeTakeFirst();
    expect(stored?.handle).toBe('eloise-mensah');
  });

  it('gives a handle on first ask to a member who has none (the bulk seed writes members without one)', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Bulk', lastName: 'Seeded' });
    await t.app.database.db.updateTable('user').set({ handle: null }).where('id', '=', user.id).execute();
    expect((await handleOf(client)).handle).toBe('bulk-seeded');
    expect((await client.get('/api/v1/profile')).json().profile.handle).toBe('bulk-seeded');
  });

  it('changes the handle (typed in any case) and answers the new page address', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' });
    expect((await client.get('/api/v1/profile')).json().profile.handle).toBe('kofi-boateng');
    const res = await change(client, '  Kofi-Builds ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ handle: 'kofi-builds', url: 'http://localhost:3000/in/kofi-builds' });
    expect((await handleOf(client)).handle).toBe('kofi-builds');
    // The app's own profile answer links to the public page too (its cache is dropped on a change).
    expect((await client.get('/api/v1/profile')).json().profile.handle).toBe('kofi-builds');
    // Saving the same handle again is no change (and does not count as one).
    expect((await change(client, 'kofi-builds')).statusCode).toBe(200);
  });

  it('refuses a handle another member has, with a keyed message in the reader’s language', async () => {
    const owner = await signedUp(t.app, { firstName: 'Ama', lastName: 'Owusu' });
    const other = await signedUp(t.app, { firstName: 'Abena', lastName: 'Owusu' });
    const taken = await change(other.client, 'AMA-OWUSU');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'conflict', message: 'This handle is taken. Please choose another' });
    await other.client.patch('/api/v1/session/preferences', { language: 'fr' });
    const fr = await change(other.client, 'ama-owusu');
    expect(fr.json().error.message).toBe('Cet identifiant est déjà pris. Choisissez-en un autre');
    expect((await handleOf(owner.client)).handle).toBe('ama-owusu');
    expect((await handleOf(other.client)).handle).toBe('abena-owusu');
  });

  it('refuses reserved words and handles that break the rules', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Yaw', lastName: 'Darko' });
    const cases: Array<[string, string]> = [
      ['admin', 'This handle is reserved. Please choose another'],
      ['SkillLink', 'This handle is reserved. Please choose another'],
      ['yd', 'A handle needs at least 3 characters'],
      ['y'.repeat(31), 'A handle can have at most 30 characters'],
      ['-yaw', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
      ['yaw-', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
      ['yaw--darko', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
      ['yaw_darko', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
      ['yaw darko', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
      ['yàw', 'Use only lower-case letters, digits and single hyphens, not at the start or end'],
    ];
    for (const [handle, message] of cases) {
      const res = await change(client, handle);
      expect(res.statusCode, handle).toBe(400);
      expect(res.json().error, handle).toMatchObject({ code: 'validation_failed', message, fields: { handle: message } });
    }
    expect((await client.patch('/api/v1/account/handle', {})).statusCode).toBe(400);
    expect((await handleOf(client)).handle).toBe('yaw-darko');
  });

  it('allows a few changes a day, then again after 24 hours', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Esi', lastName: 'Quaye' }, { rememberMe: true });
    for (let n = 1; n <= HANDLE_CHANGES_PER_DAY; n += 1) expect((await change(client, `esi-${n}`)).statusCode).toBe(200);
    const limited = await change(client, 'esi-extra');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'You have changed your handle several times today. Please try again tomorrow',
    });
    expect((await handleOf(client)).handle).toBe(`esi-${HANDLE_CHANGES_PER_DAY}`);
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect((await change(client, 'esi-extra')).statusCode).toBe(200);
  });

  it('asks to sign in', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/account/handle')).statusCode).toBe(401);
    expect((await change(visitor, 'someone')).statusCode).toBe(401);
  });

  it('keeps the old handle leading to the member; the member can take it back', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' });
    await everyone(client);
    expect((await change(client, 'kwame-codes')).statusCode).toBe(200);
    expect((await lookup('kwame-asare')).json()).toEqual({ redirect: 'kwame-codes' });
    expect((await lookup('kwame-codes')).json().member.handle).toBe('kwame-codes');

    expect((await change(client, 'kwame-asare')).statusCode).toBe(200);
    expect((await lookup('kwame-asare')).json().member.handle).toBe('kwame-asare');
    expect((await lookup('kwame-codes')).json()).toEqual({ redirect: 'kwame-asare' });
  });

  it('lets someone else take an old handle: it then stops redirecting, the new owner wins', async () => {
    const before = await signedUp(t.app, { firstName: 'Adwoa', lastName: 'Sarpong' });
    const after = await signedUp(t.app, { firstName: 'Akua', lastName: 'Sarpong' });
    await everyone(before.client);
    await everyone(after.client);
    expect((await change(before.client, 'adwoa-designs')).statusCode).toBe(200);
    expect((await change(after.client, 'adwoa-sarpong')).statusCode).toBe(200);
    const res = await lookup('adwoa-sarpong');
    expect(res.json().member).toMatchObject({ handle: 'adwoa-sarpong', firstName: 'Akua' });
    // A new member of the same name never gets an old handle that still redirects.
    expect((await change(after.client, 'akua-s')).statusCode).toBe(200);
    const namesake = await signedUp(t.app, { firstName: 'Adwoa', lastName: 'Sarpong' });
    expect((await handleOf(namesake.client)).handle).toBe('adwoa-sarpong-2');
  });
});

describe('the member-handle migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every existing member a unique handle, oldest account first, and none to an erased account', async () => {
    const db = t.app.database.db;
    const member = (id: string, firstName: string, lastName: string, minute: number, erased = false) => ({
      id,
      email: `${id}@example.test`,
      passwordHash: 'x',
      firstName,
      lastName,
      title: '',
      avatar: null,
      isVerified: true,
      onboardingCompleted: true,
      theme: null,
      language: 'en',
      erasedAt: erased ? '2026-12-01T00:00:00.000Z' : null,
      createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await db
      .insertInto('user')
      .values([
        member('m3', 'Kofi', 'Mensah', 3),
        member('m1', 'Kofi', 'Mensah', 1),
        member('m2', 'Kofi', 'Mensah 2', 2),
        member('m4', 'KOFI', 'MENSAH', 4),
        member('m5', 'Admin', '', 5),
        member('m6', 'Wu', '', 6),
        member('m7', '李', '明', 7),
        member('m8', 'Gone', 'Member', 8, true),
      ])
      .execute();
    await memberHandleMigration.down(db);
    await memberHandleMigration.up(db);
    const rows = await db.selectFrom('user').select(['id', 'handle']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.handle]))).toEqual({
      m1: 'kofi-mensah',
      m2: 'kofi-mensah-2',
      m3: 'kofi-mensah-3',
      m4: 'kofi-mensah-4',
      m5: 'admin-2',
      m6: 'wu-member',
      m7: 'member',
      m8: null,
    });
  });
});
