import type { NotificationsPage } from '@skilllink/contracts/notifications';
import { EMAIL_INVITES_PER_DAY, TEAM_MAX, type WorkspaceProject, type WorkspaceProjects } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, lastMailTo, newMember, signedUp } from '../../test/factories.js';

let t: TestApp;
type Member = { client: TestClient; id: string; email: string };
let ama: Member; // leads the project
let kofi: Member; // a member of the project, not a lead
let kojo: Member; // has an account, is nobody's connection
let projectId: string;

const base = '/api/v1/workspace/projects';
const join = async (firstName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
  return { client, id: user.id, email: user.email };
};
const inviteByEmail = (m: Member, email: string, role = 'member') =>
  m.client.post(`${base}/${projectId}/email-invitations`, { email, role });
const projectOf = async (m: Member) => (await m.client.get(`${base}/${projectId}`)).json() as WorkspaceProject;
const mailsTo = async (address: string) =>
  Number(
    (
      await t.app.database.db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('toAddress', '=', address)
        .executeTakeFirstOrThrow()
    ).n,
  );
const invitedBell = async (client: TestClient) =>
  ((await client.get('/api/v1/notifications')).json() as NotificationsPage).items.filter((n) => n.kind === 'workspace.invited');

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [ama, kofi, kojo] = await Promise.all([join('Ama'), join('Kofi'), join('Kojo')]);
  projectId = ((await ama.client.post(base, { title: 'Chop bar website' })).json() as WorkspaceProject).id;
  await connectMembers(t.app, ama.id, kofi.id);
  await ama.client.post(`${base}/${projectId}/members`, { memberId: kofi.id, role: 'member' });
  await kofi.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true });
});
afterAll(async () => t.close());

describe('inviting someone without an account by e-mail', () => {
  const address = 'Nana.Newcomer@Example.test';
  const stored = address.toLowerCase();

  it('keeps a masked address on the team and mails a link to register with it, once', async () => {
    const res = await inviteByEmail(ama, address, 'viewer');
    expect(res.statusCode).toBe(200);
    expect((res.json() as WorkspaceProject).emailInvitations).toEqual([
      { id: expect.any(String), email: 'n•••@example.test', role: 'viewer', invitedAt: expect.any(String) },
    ]);
    // The team sees the same masked address; the address itself is nowhere in the database.
    expect((await projectOf(kofi)).emailInvitations.map((i) => i.email)).toEqual(['n•••@example.test']);
    const row = await t.app.database.db.selectFrom('workspaceEmailInvite').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('newcomer');
    const mail = await lastMailTo(t.app, stored);
    expect(mail?.subject).toBe('Ama Test invited you to a project on SkillLink');
    expect(mail?.textBody).toContain('“Chop bar website”');
    expect(mail?.textBody).toContain('as a viewer');
    expect(mail?.link).toBe(`http://localhost:3000/auth/register?email=${encodeURIComponent(stored)}`);
    // Asking again (another case) neither adds a row nor mails twice.
    expect((await inviteByEmail(ama, stored)).statusCode).toBe(200);
    expect((await projectOf(ama)).emailInvitations).toHaveLength(1);
    expect(await mailsTo(stored)).toBe(1);
  });

  it('becomes an invitation in their bell once they register and verify that address', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Nana', lastName: 'Newcomer', email: address });
    expect((await invitedBell(client)).map((n) => n.params)).toEqual([{ projectTitle: 'Chop bar website', actorName: 'Ama Test' }]);
    const mine = (await client.get(base)).json() as WorkspaceProjects;
    expect(mine.invitations).toEqual([{ projectId, title: 'Chop bar website', role: 'viewer', invitedBy: 'Ama Test' }]);
    const team = await projectOf(ama);
    expect(team.emailInvitations).toEqual([]);
    expect(team.team).toContainEqual(expect.objectContaining({ id: user.id, role: 'viewer', invited: true }));
    expect((await client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true })).statusCode).toBe(204);
    expect((await client.get(`${base}/${projectId}`)).statusCode).toBe(200);
  });

  it('waits for an account that exists but is not verified, and is claimed by a sign-in link too', async () => {
    const body = newMember({ firstName: 'Abena' });
    expect((await new TestClient(t.app).post('/api/v1/auth/register', body)).statusCode).toBe(202);
    const email = body.email.toLowerCase();
    expect((await inviteByEmail(ama, email)).statusCode).toBe(200);
    expect((await projectOf(ama)).emailInvitations.map((i) => i.email)).toEqual([`${email[0]}•••@example.test`]);
    // Their mail says the invitation waits for the address to be verified.
    const mail = await lastMailTo(t.app, email);
    expect(mail?.textBody).toContain('Verify your e-mail address with the link we sent you when you registered');
    expect(mail?.link).toBe('http://localhost:3000/app/dashboard');
    expect((await new TestClient(t.app).post('/api/v1/auth/sign-in-link', { email })).statusCode).toBe(202);
    const abena = new TestClient(t.app);
    expect((await abena.post('/api/v1/auth/sign-in-link/use', { token: (await lastMailTo(t.app, email))!.token })).statusCode).toBe(200);
    expect(((await abena.get(base)).json() as WorkspaceProjects).invitations.map((i) => i.projectId)).toEqual([projectId]);
    expect((await projectOf(ama)).emailInvitations).toEqual([]);
  });

  it('can be cancelled by a lead: the address then registers to nothing', async () => {
    const invited = (await (await inviteByEmail(ama, 'gone@example.test')).json()) as WorkspaceProject;
    const id = invited.emailInvitations.find((i) => i.email === 'g•••@example.test')!.id;
    expect((await kofi.client.delete(`${base}/${projectId}/email-invitations/${id}`)).statusCode).toBe(403);
    expect((await ama.client.delete(`${base}/${projectId}/email-invitations/${id}`)).statusCode).toBe(204);
    expect((await ama.client.delete(`${base}/${projectId}/email-invitations/${id}`)).statusCode).toBe(404);
    const { client } = await signedUp(t.app, { email: 'gone@example.test' });
    expect(await invitedBell(client)).toEqual([]);
  });
});

describe('inviting a member by e-mail', () => {
  it('invites a verified member at once, connection or not, and mails them in their language', async () => {
    await kojo.client.patch('/api/v1/session/preferences', { language: 'fr' });
    expect((await inviteByEmail(ama, kojo.email.toUpperCase())).statusCode).toBe(200);
    expect((await invitedBell(kojo.client)).map((n) => n.data)).toEqual([{ projectId }]);
    expect((await projectOf(ama)).team).toContainEqual(expect.objectContaining({ id: kojo.id, invited: true }));
    const mail = await lastMailTo(t.app, kojo.email);
    expect(mail?.subject).toBe('Ama Test vous invite à un projet sur SkillLink');
    expect(mail?.link).toBe('http://localhost:3000/app/projects');
  });

  it('refuses someone already on the team', async () => {
    const res = await inviteByEmail(ama, kofi.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('workspace_already_on_team');
  });
});

describe('bad input and limits', () => {
  it('refuses what is not an e-mail address or not a role, and stores nothing', async () => {
    const before = (await projectOf(ama)).emailInvitations.length;
    for (const body of [
      { email: 'not-an-address' },
      { email: `${'a'.repeat(250)}@example.test` },
      { email: 'x@example.test', role: 'owner' },
    ]) {
      const res = await ama.client.post(`${base}/${projectId}/email-invitations`, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await projectOf(ama)).emailInvitations).toHaveLength(before);
  });

  it('counts invitations by e-mail in the team of at most TEAM_MAX', async () => {
    const full = ((await ama.client.post(base, { title: 'Big team' })).json() as WorkspaceProject).id;
    for (let i = 1; i < TEAM_MAX; i += 1) {
      const res = await ama.client.post(`${base}/${full}/email-invitations`, { email: `guest${i}@example.test` });
      expect(res.statusCode).toBe(200);
    }
    const refused = await ama.client.post(`${base}/${full}/email-invitations`, { email: 'one.more@example.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('workspace_team_full');
    expect(await mailsTo('one.more@example.test')).toBe(0);
  });

  it(`lets a member send ${EMAIL_INVITES_PER_DAY} a day`, async () => {
    const strict = await buildTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const { client } = await signedUp(strict.app, { firstName: 'Esi' });
      const id = ((await client.post(base, { title: 'Paced' })).json() as WorkspaceProject).id;
      for (let i = 0; i < EMAIL_INVITES_PER_DAY; i += 1) {
        expect((await client.post(`${base}/${id}/email-invitations`, { email: `paced${i}@example.test` })).statusCode).toBe(200);
      }
      const res = await client.post(`${base}/${id}/email-invitations`, { email: 'paced.extra@example.test' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(`You can invite ${EMAIL_INVITES_PER_DAY} people by e-mail a day. Please try again tomorrow`);
    } finally {
      await strict.close();
    }
  });
});
