import type { Company, MyCompanies, RecruiterCandidates } from '@skilllink/contracts/companies';
import type { JobDetail } from '@skilllink/contracts/jobs';
import type { NotificationsPage } from '@skilllink/contracts/notifications';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
type Member = { client: TestClient; id: string };
let kwame: Member; // posts for the company: its manager
let esi: Member; // Kwame's connection, added as a recruiter
let yaw: Member; // another connection
let kojo: Member; // a stranger to them all
let anonymous: TestClient;
let job: JobDetail;
let companyId: string;

const join = async (firstName: string, lastName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName });
  return { client, id: user.id };
};
const png = (width = 320, height = 120) =>
  sharp({ create: { width, height, channels: 4, background: { r: 15, g: 94, b: 84, alpha: 1 } } })
    .png()
    .toBuffer();
const putLogo = (client: TestClient, body: Buffer, type = 'image/png') =>
  client.put(`/api/v1/companies/${companyId}/logo`, body, { 'content-type': type });
const mine = async (client: TestClient) => (await client.get('/api/v1/companies/mine')).json() as MyCompanies;

beforeAll(async () => {
  t = await buildTestApp();
  [kwame, esi, yaw, kojo] = await Promise.all([join('Kwame', 'Asare'), join('Esi', 'Quaye'), join('Yaw', 'Darko'), join('Kojo', 'Mensah')]);
  anonymous = new TestClient(t.app);
  await connectMembers(t.app, kwame.id, esi.id);
  await connectMembers(t.app, yaw.id, kwame.id);
  await connectMembers(t.app, kwame.id, kojo.id, 'pending');
  job = await postJob(kwame.client, { title: 'Payments Engineer', companyName: 'Kente Pay' });
  companyId = job.company.id!;
});
afterAll(async () => t.close());

describe('my companies', () => {
  it('lists the company its first poster manages, with the team; nobody else sees it', async () => {
    const { items } = await mine(kwame.client);
    expect(items).toEqual([
      {
        id: companyId,
        name: 'Kente Pay',
        logo: null,
        location: '',
        website: '',
        myRole: 'manager',
        members: [expect.objectContaining({ id: kwame.id, firstName: 'Kwame', lastName: 'Asare', role: 'manager' })],
      },
    ]);
    expect((await mine(kojo.client)).items).toEqual([]);
    expect((await anonymous.get('/api/v1/companies/mine')).statusCode).toBe(401);
  });
});

describe('details', () => {
  const url = () => `/api/v1/companies/${companyId}`;

  it('are edited by the manager: location and an https website', async () => {
    const res = await kwame.client.patch(url(), { location: '  Accra, Ghana ', website: 'https://kentepay.example.com/careers' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ location: 'Accra, Ghana', website: 'https://kentepay.example.com/careers' });
    // Clearing is allowed.
    expect((await kwame.client.patch(url(), { location: 'Accra, Ghana', website: '' })).json().website).toBe('');
  });

  it('refuses a website that is not https, and over-long fields, naming the field', async () => {
    for (const website of ['http://kentepay.example.com', 'javascript:alert(1)', 'kentepay.com', 'https://user:pw@kentepay.example.com']) {
      const res = await kwame.client.patch(url(), { location: '', website });
      expect(res.statusCode, website).toBe(400);
      expect(res.json().error.fields.website, website).toBe('Website must be an https:// address');
    }
    const long = await kwame.client.patch(url(), { location: 'x'.repeat(101), website: `https://a.example.com/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields).sort()).toEqual(['location', 'website']);
    expect((await kwame.client.patch(url(), { location: 'Accra' })).statusCode).toBe(400);
  });

  it('are not for anyone outside the team (404) and need a session (401)', async () => {
    const res = await kojo.client.patch(url(), { location: 'Lagos', website: '' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('company_not_found');
    expect((await anonymous.patch(url(), { location: 'Lagos', website: '' })).statusCode).toBe(401);
    expect((await mine(kwame.client)).items[0]!.location).toBe('Accra, Ghana');
  });
});

describe('the logo', () => {
  it('is checked, re-encoded, served publicly and shown on the listings; a new one replaces the old', async () => {
    const res = await putLogo(kwame.client, await png());
    expect(res.statusCode, res.body).toBe(200);
    const first = (res.json() as Company).logo!;
    expect(first).toMatch(/^\/api\/v1\/company-logos\/logo-[\w-]+\.webp$/);
    const served = await anonymous.get(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 96]);
    expect(((await kojo.client.get(`/api/v1/jobs/${job.id}`)).json() as JobDetail).company.logo).toBe(first);

    const second = ((await putLogo(kwame.client, await png(200, 200), 'application/octet-stream')).json() as Company).logo!;
    expect(second).not.toBe(first);
    expect((await anonymous.get(first)).statusCode).toBe(404);
    expect((await anonymous.get(second)).statusCode).toBe(200);

    const removed = await kwame.client.delete(`/api/v1/companies/${companyId}/logo`);
    expect(removed.json().logo).toBeNull();
    expect((await anonymous.get(second)).statusCode).toBe(404);
  });

  it('refuses a renamed program, a too-big file and an unreadable image, with clear messages; nothing changes', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(512)]);
    const renamed = await putLogo(kwame.client, exe);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('Your logo must be a PNG, JPEG or WebP image');
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    expect((await putLogo(kwame.client, gif)).statusCode).toBe(415);
    const huge = await putLogo(kwame.client, Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Your logo must be an image of at most 2 MB');
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await putLogo(kwame.client, broken);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.code).toBe('logo_unreadable');
    expect((await putLogo(kwame.client, await png(), 'application/x-msdownload')).statusCode).toBe(415);
    expect((await mine(kwame.client)).items[0]!.logo).toBeNull();
  });

  it('is changed only by the manager', async () => {
    expect((await putLogo(kojo.client, await png())).statusCode).toBe(404);
    expect((await putLogo(anonymous, await png())).statusCode).toBe(401);
    expect((await kojo.client.delete(`/api/v1/companies/${companyId}/logo`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/v1/company-logos/..%2Fskilllink.db')).statusCode).toBe(400);
    expect((await anonymous.get('/api/v1/company-logos/logo-nothing.webp')).statusCode).toBe(404);
  });
});

describe('recruiters', () => {
  const members = `/api/v1/companies/${'{id}'}/members`;
  const membersUrl = () => members.replace('{id}', companyId);

  it('are picked from the manager’s connections only', async () => {
    const all = (await kwame.client.get(`/api/v1/companies/${companyId}/candidates`)).json() as RecruiterCandidates;
    expect(all.items.map((p) => p.firstName)).toEqual(['Esi', 'Yaw']);
    const found = (await kwame.client.get(`/api/v1/companies/${companyId}/candidates?q=quaye`)).json() as RecruiterCandidates;
    expect(found.items.map((p) => p.id)).toEqual([esi.id]);
    expect((await kwame.client.get(`/api/v1/companies/${companyId}/candidates?q=${'x'.repeat(61)}`)).statusCode).toBe(400);
    expect((await kojo.client.get(`/api/v1/companies/${companyId}/candidates`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/companies/${companyId}/candidates`)).statusCode).toBe(401);

    // A pending request, a stranger, an unknown id and oneself get one same answer.
    for (const memberId of [kojo.id, 'no-such-member', kwame.id]) {
      const res = await kwame.client.post(membersUrl(), { memberId });
      expect(res.statusCode, memberId).toBe(400);
      expect(res.json().error.fields).toEqual({ memberId: 'You can add only your connections as recruiters' });
    }
    expect((await kwame.client.post(membersUrl(), { memberId: '' })).statusCode).toBe(400);
  });

  it('are added by the manager, told so, and then manage the company’s listings', async () => {
    const res = await kwame.client.post(membersUrl(), { memberId: esi.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Company).members.map((m) => [m.firstName, m.role])).toEqual([
      ['Kwame', 'manager'],
      ['Esi', 'recruiter'],
    ]);
    expect((await kwame.client.post(membersUrl(), { memberId: esi.id })).statusCode).toBe(409);

    const bell = (await esi.client.get('/api/v1/notifications')).json() as NotificationsPage;
    expect(bell.items[0]).toMatchObject({
      kind: 'company.recruiter_added',
      params: { companyName: 'Kente Pay', actorName: 'Kwame Asare' },
      data: { companyId },
    });
    expect((await mine(esi.client)).items[0]).toMatchObject({ id: companyId, myRole: 'recruiter' });
    expect((await esi.client.get(`/api/v1/jobs/${job.id}/applications`)).statusCode).toBe(200);
    expect(((await esi.client.get(`/api/v1/jobs/${job.id}`)).json() as JobDetail).postedByMe).toBe(true);
  });

  it('cannot edit the company or its team', async () => {
    const patch = await esi.client.patch(`/api/v1/companies/${companyId}`, { location: 'Lagos', website: '' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error.code).toBe('not_company_manager');
    expect((await putLogo(esi.client, await png())).statusCode).toBe(403);
    expect((await esi.client.post(membersUrl(), { memberId: yaw.id })).statusCode).toBe(403);
    expect((await esi.client.get(`/api/v1/companies/${companyId}/candidates`)).statusCode).toBe(403);
    expect((await esi.client.delete(`${membersUrl()}/${kwame.id}`)).statusCode).toBe(403);
    expect((await kojo.client.post(membersUrl(), { memberId: yaw.id })).statusCode).toBe(404);
    expect((await anonymous.post(membersUrl(), { memberId: yaw.id })).statusCode).toBe(401);
  });

  it('leave or are removed; the only manager cannot leave', async () => {
    const last = await kwame.client.delete(`${membersUrl()}/${kwame.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('last_manager');

    expect((await esi.client.delete(`${membersUrl()}/${esi.id}`)).statusCode).toBe(204);
    expect((await mine(esi.client)).items).toEqual([]);
    expect((await esi.client.get(`/api/v1/jobs/${job.id}/applications`)).statusCode).toBe(403);

    expect((await kwame.client.post(membersUrl(), { memberId: yaw.id })).statusCode).toBe(201);
    expect((await kojo.client.delete(`${membersUrl()}/${yaw.id}`)).statusCode).toBe(404);
    expect((await anonymous.delete(`${membersUrl()}/${yaw.id}`)).statusCode).toBe(401);
    expect((await kwame.client.delete(`${membersUrl()}/${yaw.id}`)).statusCode).toBe(204);
    expect((await kwame.client.delete(`${membersUrl()}/${yaw.id}`)).statusCode).toBe(404);
    expect((await mine(kwame.client)).items[0]!.members.map((m) => m.id)).toEqual([kwame.id]);
  });

  it('are at most 20 per team', async () => {
    const db = t.app.database.db;
    const now = new Date().toISOString();
    const filler = Array.from({ length: 19 }, (_, i) => ({
      id: `filler-${i}`,
      email: `filler-${i}@example.test`,
      passwordHash: 'x',
      firstName: 'Filler',
      lastName: String(i),
      title: '',
      avatar: null,
      isVerified: true,
      onboardingCompleted: true,
      theme: null,
      language: 'en',
      createdAt: now,
      updatedAt: now,
    }));
    await db.insertInto('user').values(filler).execute();
    await db
      .insertInto('companyMember')
      .values(filler.map((u) => ({ companyId, userId: u.id, role: 'recruiter', createdAt: now })))
      .execute();
    const res = await kwame.client.post(membersUrl(), { memberId: esi.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A company can have at most 20 managers and recruiters');
  });
});
