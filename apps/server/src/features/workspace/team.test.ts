import { TEAM_CANDIDATES_MAX, TEAM_QUERY_MAX, type TeamCandidates, type WorkspaceProject } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eraseMember } from '../../test/erase.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
type Member = { client: TestClient; id: string };
let ama: Member; // leads the project
let kofi: Member; // on the team as a member
let adjoa: Member; // a connection with an accented name
let efua: Member; // a connection invited, not answered yet
let kojo: Member; // a stranger
let projectId: string;

const join = async (firstName: string, lastName = 'Test'): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName });
  return { client, id: user.id };
};
const candidatesUrl = (q: string) => `/api/v1/workspace/projects/${projectId}/candidates?${new URLSearchParams({ q })}`;
const names = async (m: Member, q: string) =>
  ((await m.client.get(candidatesUrl(q))).json() as TeamCandidates).items.map((p) => `${p.firstName} ${p.lastName}`);

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [ama, kofi, adjoa, efua, kojo] = await Promise.all([
    join('Ama'),
    join('Kofi', 'Mensah'),
    join('Adjóa', 'Ámpofo'),
    join('Efua', 'Mensah'),
    join('Kojo'),
  ]);
  for (const other of [kofi, adjoa, efua]) await connectMembers(t.app, ama.id, other.id);
  projectId = ((await ama.client.post('/api/v1/workspace/projects', { title: 'Chop bar website' })).json() as WorkspaceProject).id;
  await ama.client.post(`/api/v1/workspace/projects/${projectId}/members`, { memberId: kofi.id, role: 'member' });
  await kofi.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true });
  await ama.client.post(`/api/v1/workspace/projects/${projectId}/members`, { memberId: efua.id, role: 'viewer' });
});
afterAll(async () => t.close());

describe('people a lead can add to the team', () => {
  it('are the lead’s connections off the team, with their card', async () => {
    const res = await ama.client.get(candidatesUrl(''));
    expect(res.statusCode).toBe(200);
    expect((res.json() as TeamCandidates).items).toEqual([
      { id: adjoa.id, firstName: 'Adjóa', lastName: 'Ámpofo', title: expect.any(String), avatar: null },
    ]);
  });

  it('match by name whatever the accents and case, every word', async () => {
    expect(await names(ama, 'adjoa')).toEqual(['Adjóa Ámpofo']);
    expect(await names(ama, '  AMPO  adj ')).toEqual(['Adjóa Ámpofo']);
    expect(await names(ama, 'adjoa mensah')).toEqual([]);
  });

  it('leave out the team, pending invitations, strangers and the lead', async () => {
    // Kofi is on the team, Efua invited, Kojo not a connection: none is offered.
    expect(await names(ama, 'mensah')).toEqual([]);
    expect(await names(ama, 'kojo')).toEqual([]);
    expect(await names(ama, 'ama')).toEqual([]);
  });

  it(`are at most ${TEAM_CANDIDATES_MAX}, by name`, async () => {
    const many = await Promise.all(Array.from({ length: TEAM_CANDIDATES_MAX + 2 }, (_, i) => join(`Yaw${String(i).padStart(2, '0')}`)));
    for (const m of many) await connectMembers(t.app, ama.id, m.id);
    const found = await names(ama, 'yaw');
    expect(found).toHaveLength(TEAM_CANDIDATES_MAX);
    expect(found[0]).toBe('Yaw00 Test');
    expect(found).toEqual([...found].sort());
  });

  it('refuse a search longer than a name', async () => {
    const res = await ama.client.get(candidatesUrl('a'.repeat(TEAM_QUERY_MAX + 1)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await ama.client.get(candidatesUrl('a'.repeat(TEAM_QUERY_MAX)))).statusCode).toBe(200);
  });

  it('are for the lead only: a member 403, a stranger or an invitee 404, a visitor 401', async () => {
    const member = await kofi.client.get(candidatesUrl('adj'));
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('workspace_forbidden');
    for (const outsider of [kojo, efua]) {
      const res = await outsider.client.get(candidatesUrl('adj'));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('workspace_project_not_found');
    }
    expect((await new TestClient(t.app).get(candidatesUrl('adj'))).statusCode).toBe(401);
  });
});

describe('the project as each of its team reads it', () => {
  it('names each reader’s own role and row, and follows a teammate’s new name at once', async () => {
    const read = async (m: Member) => (await m.client.get(`/api/v1/workspace/projects/${projectId}`)).json() as WorkspaceProject;
    // Read once by the lead (kept), then by Kofi: his own role and row, not the lead's.
    expect((await read(ama)).myRole).toBe('lead');
    const seen = await read(kofi);
    expect(seen.myRole).toBe('member');
    expect(seen.team.filter((m) => m.isMe).map((m) => m.id)).toEqual([kofi.id]);
    const profile = { title: '', location: '', bio: '', phone: '', website: '', linkedin: '', github: '' };
    expect((await kofi.client.patch('/api/v1/profile', { firstName: 'Kofi', lastName: 'Owusu', ...profile })).statusCode).toBe(200);
    expect((await read(ama)).team.find((m) => m.id === kofi.id)).toMatchObject({ lastName: 'Owusu', isMe: false });
  });
});

describe('a teammate who deleted their account (ADR 062)', () => {
  it('is on the team no more, invited or not, and leads nothing', async () => {
    const [yaa, kwesi, esi, akosua] = await Promise.all([join('Yaa'), join('Kwesi'), join('Esi'), join('Akosua')]);
    for (const other of [kwesi, esi, akosua]) await connectMembers(t.app, yaa.id, other.id);
    const id = ((await yaa.client.post('/api/v1/workspace/projects', { title: 'Kente shop' })).json() as WorkspaceProject).id;
    const invite = (m: Member, role: string) => yaa.client.post(`/api/v1/workspace/projects/${id}/members`, { memberId: m.id, role });
    await invite(kwesi, 'lead');
    await kwesi.client.post(`/api/v1/workspace/invitations/${id}`, { accept: true });
    await invite(akosua, 'member');
    await akosua.client.post(`/api/v1/workspace/invitations/${id}`, { accept: true });
    await invite(esi, 'viewer');
    // Kwesi, a co-lead, and Esi, invited, delete their accounts.
    await eraseMember(t.app, kwesi.id);
    await eraseMember(t.app, esi.id);

    const project = (await yaa.client.get(`/api/v1/workspace/projects/${id}`)).json() as WorkspaceProject;
    expect(project.team.map((m) => m.id).sort()).toEqual([yaa.id, akosua.id].sort());
    expect(JSON.stringify(project)).not.toContain('Deleted');
    // Yaa is the only lead left: stepping down would leave the project with none.
    const stepDown = await yaa.client.patch(`/api/v1/workspace/projects/${id}/members/${yaa.id}`, { role: 'member' });
    expect(stepDown.statusCode).toBe(409);
    expect(stepDown.json().error.code).toBe('workspace_last_lead');
  });
});
