import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { certificateFor as issueCertificate } from '../../test/certificates.js';
import { TestClient } from '../../test/client.js';
import { eventually } from '../../test/eventually.js';
import { connectMembers, lastMailTo, signedUp } from '../../test/factories.js';

const DAY = 86_400_000;
let now = new Date('2026-07-01T08:00:00Z').getTime();
const clock = { now: () => new Date(now) };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, clock);
});
afterAll(async () => t.close());

/** Two connected members who wrote to each other. */
async function talking() {
  const a = await signedUp(t.app, { firstName: 'Abena', lastName: 'Owusu' });
  const b = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' });
  await connectMembers(t.app, a.user.id, b.user.id);
  const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
  await a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: `a-${id}`, content: 'Hello Kofi, from Abena' });
  await b.client.post(`/api/v1/conversations/${id}/messages`, { clientId: `b-${id}`, content: 'Hi Abena, Kofi here' });
  return { a, b, id };
}

/** Well-formed codes (no 0, 1, I, L, O), one per test. */
const certificateCodes = ['ABCD-EFGH-JKMN', 'PQRS-TUVW-XYZ2'];

const certificateFor = (userId: string) => issueCertificate(t.app, userId, `SL-${certificateCodes.shift()!}`, new Date(now));

describe('your data: export', () => {
  it('is for signed-in members only', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/account/export')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/account/export')).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/account/export/download?token=x')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/account/deletion', { password: 'x' })).statusCode).toBe(401);
  });

  it('builds a ZIP of the member’s data, e-mails its link, and only its owner downloads it until it expires', async () => {
    const { a, b } = await talking();
    expect((await a.client.get('/api/v1/account/export')).json().export.status).toBe('none');
    const asked = await a.client.post('/api/v1/account/export');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().export).toMatchObject({ status: 'pending', nextAllowedAt: expect.any(String) });

    const mail = await eventually(
      () => lastMailTo(t.app, a.body.email),
      (m) => m?.subject === 'Your SkillLink data is ready to download',
    );
    expect(mail?.subject).toBe('Your SkillLink data is ready to download');
    expect((await a.client.get('/api/v1/account/export')).json().export).toMatchObject({
      status: 'ready',
      expiresAt: new Date(now + 7 * DAY).toISOString(),
    });
    // The mail leads to Settings → Your data, which downloads the file with the link's token.
    const url = new URL(mail!.link!);
    expect(`${url.pathname}?tab=${url.searchParams.get('tab')}`).toBe('/app/settings?tab=data');
    const path = `/api/v1/account/export/download?token=${url.searchParams.get('token')}`;

    const res = await a.client.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the ZIP's JSON, read loosely
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as Record<string, any>;
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['profile.json', 'messages.json', 'connections.json', 'calendar.ics', 'README.txt']),
    );
    expect(json('profile.json')).toMatchObject({ email: a.body.email, firstName: 'Abena', lastName: 'Owusu' });
    expect(json('profile.json')).not.toHaveProperty('passwordHash');
    const [conversation] = json('messages.json').conversations;
    expect(conversation.with).toEqual(['Kofi Boateng']);
    expect(conversation.messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['me', 'Hello Kofi, from Abena'],
      ['Kofi Boateng', 'Hi Abena, Kofi here'],
    ]);
    expect(json('connections.json').connections).toEqual([expect.objectContaining({ firstName: 'Kofi', status: 'accepted' })]);
    expect(strFromU8(zip['calendar.ics']!)).toContain('BEGIN:VCALENDAR');
    // Nothing of the other member beyond their name.
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(b.body.email);

    // Another member with the link, and a link that is not one: not found.
    expect((await b.client.get(path)).statusCode).toBe(404);
    expect((await a.client.get('/api/v1/account/export/download?token=not-a-real-token')).statusCode).toBe(404);
    // One an hour.
    expect((await a.client.post('/api/v1/account/export')).statusCode).toBe(429);

    now += 8 * DAY;
    // A new session: the old one (without "remember me") ended after 12 hours.
    await a.client.post('/api/v1/auth/login', { email: a.body.email, password: a.body.password });
    const late = await a.client.get(path);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('export_link_expired');
    expect((await a.client.get('/api/v1/account/export')).json().export.status).toBe('expired');
  });
});

describe('your data: deleting the account', () => {
  it('needs the password; can be cancelled; signing in during the 14 days cancels it', async () => {
    const { client, body } = await signedUp(t.app, {}, { rememberMe: true });
    const wrong = await client.post('/api/v1/account/deletion', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect((await client.get('/api/v1/account/deletion')).json()).toEqual({ scheduledFor: null });

    const asked = await client.post('/api/v1/account/deletion', { password: body.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ scheduledFor: new Date(now + 14 * DAY).toISOString() });
    expect((await lastMailTo(t.app, body.email))?.subject).toBe('Your SkillLink account will be deleted');
    expect((await client.delete('/api/v1/account/deletion')).json()).toEqual({ scheduledFor: null });

    await client.post('/api/v1/account/deletion', { password: body.password });
    now += 13 * DAY;
    const again = new TestClient(t.app);
    expect((await again.post('/api/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
    expect((await again.get('/api/v1/account/deletion')).json()).toEqual({ scheduledFor: null });
  });

  it('after 14 days: sign-in is refused, the data is erased by a new process, messages show "Deleted member", certificates are revoked', async () => {
    const { a, b, id } = await talking();
    const code = await certificateFor(a.user.id);
    expect((await new TestClient(t.app).get(`/api/v1/certificates/verify/${code}`)).json()).toMatchObject({ valid: true });
    expect((await a.client.post('/api/v1/account/deletion', { password: a.body.password })).statusCode).toBe(202);

    now += 14 * DAY + 60_000;
    // Due but not yet erased: signing in no longer cancels, it is refused.
    const late = await new TestClient(t.app).post('/api/v1/auth/login', { email: a.body.email, password: a.body.password });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('invalid_credentials');

    // A process started after the deletion was scheduled (a restart) finds it in the database and erases.
    const restarted = await buildTestApp(t.databaseEnv, clock);
    try {
      const db = restarted.app.database.db;
      const erased = await eventually(
        () => db.selectFrom('accountDeletion').select('erasedAt').where('userId', '=', a.user.id).executeTakeFirst(),
        (row) => row?.erasedAt != null,
      );
      expect(erased?.erasedAt).not.toBeNull();
      const row = await db.selectFrom('user').selectAll().where('id', '=', a.user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: `deleted-${a.user.id}@deleted.invalid`, firstName: 'Deleted', lastName: 'member', phone: '' });
      expect(row.erasedAt).not.toBeNull();
      expect(await db.selectFrom('connection').select('id').where('requesterId', '=', a.user.id).execute()).toEqual([]);
      expect(await db.selectFrom('session').select('id').where('userId', '=', a.user.id).execute()).toEqual([]);

      const signIn = await new TestClient(restarted.app).post('/api/v1/auth/login', { email: a.body.email, password: a.body.password });
      expect(signIn.json().error.code).toBe('invalid_credentials');

      // The other side keeps the conversation; its author is a deleted member.
      const bView = new TestClient(restarted.app);
      await bView.post('/api/v1/auth/login', { email: b.body.email, password: b.body.password });
      const listed = (await bView.get('/api/v1/conversations')).json().items.find((c: { id: string }) => c.id === id);
      expect(listed.participants[0]).toMatchObject({ id: a.user.id, firstName: '', lastName: '', deleted: true });
      const messages = (await bView.get(`/api/v1/conversations/${id}/messages`)).json().items;
      expect(messages.map((m: { content: string }) => m.content)).toContain('Hello Kofi, from Abena');
      // Nobody finds an erased account, by its old name or as "Deleted member".
      for (const q of ['Deleted member', a.body.lastName]) {
        const people = (await bView.get(`/api/v1/people/search?q=${encodeURIComponent(q)}`)).json().items as { id: string }[];
        expect(people.some((p) => p.id === a.user.id)).toBe(false);
        const found = (await bView.get(`/api/v1/search?q=${encodeURIComponent(q)}&tab=people`)).json().groups[0].items as { id: string }[];
        expect(found.some((p) => p.id === a.user.id)).toBe(false);
      }

      expect((await new TestClient(restarted.app).get(`/api/v1/certificates/verify/${code}`)).json()).toEqual({
        valid: false,
        code,
        revoked: 'member_deleted',
      });
    } finally {
      await restarted.app.close();
    }
  });
});
