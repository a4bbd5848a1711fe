import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { certificateFor } from '../../test/certificates.js';
import { TestClient } from '../../test/client.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { addSkills, editProfile } from '../../test/profile-fixtures.js';
import { findPublicMember, publicMemberHandles, PUBLIC_DESCRIPTION_MAX } from './public-member.service.js';

// What a signed-out visitor sees of a member at /in/{handle} (issue 26 §2), as their privacy setting allows.

describe('a member seen by signed-out visitors', () => {
  let t: TestApp;
  let shown: Awaited<ReturnType<typeof signedUp>>;
  const visibility = async (client: TestClient, profileVisibility: string) =>
    expect((await client.patch('/api/v1/account/privacy', { profileVisibility })).statusCode).toBe(200);
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    shown = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Mensah', email: 'kofi.public@example.test' });
    const { client, user } = shown;
    await visibility(client, 'everyone');
    await editProfile(client, { firstName: 'Kofi', lastName: 'Mensah', title: 'Data analyst', location: 'Accra, Ghana' });
    const profile = await client.patch('/api/v1/profile', {
      firstName: 'Kofi',
      lastName: 'Mensah',
      title: 'Data analyst',
      location: 'Accra, Ghana',
      bio: 'I turn numbers into decisions.',
      phone: '+233 24 000 0000',
      website: 'kofi.example.test',
      linkedin: '',
      github: 'github.com/kofi-private',
    });
    expect(profile.statusCode).toBe(200);
    await addSkills(
      client,
      Array.from({ length: 12 }, (_, i) => `Skill ${String(i + 1).padStart(2, '0')}`),
    );
    // Endorsement counts as the endorsements area keeps them: Skill 12 the most endorsed.
    for (let i = 1; i <= 12; i += 1)
      await db()
        .updateTable('memberSkill')
        .set({ endorsementCount: i })
        .where('userId', '=', user.id)
        .where('name', '=', `Skill ${String(i).padStart(2, '0')}`)
        .execute();
    const job = await client.post('/api/v1/profile/experience', {
      company: 'Hubtel',
      position: 'Analyst',
      location: 'Accra',
      startDate: '2024-02',
      description: 'x'.repeat(900),
    });
    expect(job.statusCode).toBe(201);
    const school = await client.post('/api/v1/profile/education', {
      institution: 'University of Ghana',
      degree: 'BSc',
      field: 'Statistics',
      startDate: '2019-09',
      endDate: '2023-06',
    });
    expect(school.statusCode).toBe(201);
    await certificateFor(t.app, user.id, 'SL-ABCD-EFGH-JKMN', new Date('2026-10-01T10:00:00Z'));
    await db().updateTable('user').set({ avatar: '/api/v1/photos/abc123.webp' }).where('id', '=', user.id).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a profile visible to everyone: name, work, skills, certificates — and nothing private', async () => {
    const found = await findPublicMember(db(), 'Kofi-Mensah');
    expect(found?.kind).toBe('member');
    if (found?.kind !== 'member') return;
    const { member } = found;
    expect(Object.keys(member).sort()).toEqual(
      [
        'about',
        'certificates',
        'education',
        'experience',
        'firstName',
        'handle',
        'headline',
        'lastName',
        'location',
        'memberSince',
        'photoUrl',
        'skills',
      ].sort(),
    );
    expect(member).toMatchObject({
      handle: 'kofi-mensah',
      firstName: 'Kofi',
      lastName: 'Mensah',
      headline: 'Data analyst',
      location: 'Accra, Ghana',
      about: 'I turn numbers into decisions.',
      photoUrl: '/api/v1/photos/abc123.webp',
      education: [{ school: 'University of Ghana', degree: 'BSc', field: 'Statistics', startDate: '2019-09', endDate: '2023-06' }],
      certificates: [{ courseTitle: 'Data basics', issuedAt: '2026-10-01T10:00:00.000Z', code: 'SL-ABCD-EFGH-JKMN' }],
    });
    expect(member.skills.map((s) => s.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Skill ${String(12 - i).padStart(2, '0')}`));
    expect(member.skills[0]).toEqual({ name: 'Skill 12', endorsements: 12, verified: false });
    expect(member.experience).toHaveLength(1);
    expect(member.experience[0]).toMatchObject({ title: 'Analyst', company: 'Hubtel', startDate: '2024-02', endDate: null });
    expect(member.experience[0]!.description.length).toBeLessThanOrEqual(PUBLIC_DESCRIPTION_MAX);
    expect(member.experience[0]!.description.endsWith('…')).toBe(true);
    const text = JSON.stringify(member);
    for (const secret of ['kofi.public@example.test', '+233', 'kofi.example.test', 'kofi-private', shown.user.id])
      expect(text).not.toContain(secret);
  });

  it('answers the same as JSON to a visitor who is not signed in', async () => {
    const res = await new TestClient(t.app).get('/api/v1/public/members/kofi-mensah');
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ handle: 'kofi-mensah', headline: 'Data analyst' });
    expect(res.body).not.toContain('kofi.public@example.test');
  });

  it('leaves out a revoked certificate', async () => {
    const other = await signedUp(t.app, { firstName: 'Revoked', lastName: 'Learner' });
    await visibility(other.client, 'everyone');
    await certificateFor(t.app, other.user.id, 'SL-PQRS-TUVW-XYZ2', new Date('2026-10-02T10:00:00Z'));
    await db().updateTable('certificate').set({ revokedAt: '2026-10-03T00:00:00.000Z' }).where('userId', '=', other.user.id).execute();
    const found = await findPublicMember(db(), 'revoked-learner');
    expect(found?.kind === 'member' && found.member.certificates).toEqual([]);
  });

  it('says "hidden" for a profile shown to members or connections only (403 as JSON)', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Ama', lastName: 'Private' });
    // Members only is the default.
    expect(await findPublicMember(db(), 'ama-private')).toEqual({ kind: 'hidden' });
    // Straight into the column: the privacy area owns the flow (and its search re-index).
    await db().updateTable('user').set({ profileVisibility: 'connections' }).where('id', '=', user.id).execute();
    expect(await findPublicMember(db(), 'ama-private')).toEqual({ kind: 'hidden' });
    const res = await new TestClient(t.app).get('/api/v1/public/members/ama-private');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: 'This member shows their profile to signed-in members only' });
    expect(res.body).not.toContain('Ama');
    // An old handle of a hidden member does not reveal the new one.
    expect((await client.patch('/api/v1/account/handle', { handle: 'ama-new' })).statusCode).toBe(200);
    expect(await findPublicMember(db(), 'ama-private')).toEqual({ kind: 'hidden' });
  });

  it('redirects an old handle of a visible member to the current one', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Yaw', lastName: 'Moved' });
    await visibility(client, 'everyone');
    expect((await client.patch('/api/v1/account/handle', { handle: 'yaw-now' })).statusCode).toBe(200);
    expect(await findPublicMember(db(), 'yaw-moved')).toEqual({ kind: 'redirect', handle: 'yaw-now' });
    const res = await new TestClient(t.app).get('/api/v1/public/members/yaw-moved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: 'yaw-now' });
  });

  it('knows no erased member, by their handle or an old one, and no unknown handle (404)', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Esi', lastName: 'Gone' });
    await visibility(client, 'everyone');
    expect((await client.patch('/api/v1/account/handle', { handle: 'esi-later' })).statusCode).toBe(200);
    await eraseMember(t.app, user.id);
    // The handle came from the name: erasure clears it and its old handles.
    expect((await db().selectFrom('user').select('handle').where('id', '=', user.id).executeTakeFirst())?.handle).toBeNull();
    expect(await db().selectFrom('memberHandleRedirect').select('oldHandle').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await findPublicMember(db(), 'esi-later')).toBeNull();
    expect(await findPublicMember(db(), 'esi-gone')).toBeNull();
    expect(await findPublicMember(db(), 'nobody-here')).toBeNull();
    expect(await findPublicMember(db(), '../etc/passwd')).toBeNull();
    const res = await new TestClient(t.app).get('/api/v1/public/members/esi-later');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await new TestClient(t.app).get('/api/v1/public/members/nobody-here')).statusCode).toBe(404);
  });

  it('lists for the sitemap only members visible to everyone and not erased', async () => {
    const handles = (await publicMemberHandles(db(), 100)).map((h) => h.handle);
    expect(handles).toEqual(expect.arrayContaining(['kofi-mensah', 'revoked-learner', 'yaw-now']));
    for (const hidden of ['ama-new', 'esi-later']) expect(handles).not.toContain(hidden);
    expect((await publicMemberHandles(db(), 1)).length).toBe(1);
    const [first] = await publicMemberHandles(db(), 1);
    expect(first?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('limits how many profiles one address opens a minute', async () => {
    const scraper = new TestClient(t.app, '10.9.9.9');
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1) answers.push((await scraper.get('/api/v1/public/members/nobody-here')).statusCode);
    expect(answers.every((s) => s === 404)).toBe(true);
    const limited = await scraper.get('/api/v1/public/members/kofi-mensah');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await new TestClient(t.app, '10.9.9.10').get('/api/v1/public/members/kofi-mensah')).statusCode).toBe(200);
  });
});
