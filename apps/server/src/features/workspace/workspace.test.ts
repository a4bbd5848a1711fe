import type { NotificationsPage } from '@skilllink/contracts/notifications';
import type { MyWorkspaceTasks, WorkspaceMilestone, WorkspaceMilestones } from '@skilllink/contracts/workspace';
import type { WorkspaceProject, WorkspaceProjects, WorkspaceTask, WorkspaceTasks } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { PERMISSIONS, WORKSPACE_ACTIONS, type WorkspaceAction } from './policy.js';

let t: TestApp;
type Member = { client: TestClient; id: string };
let ama: Member; // creates the project: its lead
let kofi: Member; // invited as a member
let efua: Member; // invited as a viewer (the client)
let yaw: Member; // a connection never invited
let kojo: Member; // a stranger
let anonymous: TestClient;
let projectId: string;

const join = async (firstName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
  return { client, id: user.id };
};
const base = '/api/v1/workspace/projects';
const bell = async (m: Member, kind: string) =>
  ((await m.client.get('/api/v1/notifications')).json() as NotificationsPage).items.filter((n) => n.kind === kind);

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [ama, kofi, efua, yaw, kojo] = await Promise.all([join('Ama'), join('Kofi'), join('Efua'), join('Yaw'), join('Kojo')]);
  anonymous = new TestClient(t.app);
  for (const other of [kofi, efua, yaw]) await connectMembers(t.app, ama.id, other.id);
});
afterAll(async () => t.close());

describe('a project and its team', () => {
  it('is created with the defaults of the spec, led by its creator', async () => {
    const res = await ama.client.post(base, { title: '  Website for a chop bar ' });
    expect(res.statusCode).toBe(201);
    const project = res.json() as WorkspaceProject;
    projectId = project.id;
    expect(project).toMatchObject({
      title: 'Website for a chop bar',
      status: 'planning',
      priority: 'medium',
      budget: { total: 0, spent: 0, currency: 'USD', usedPercent: 0 },
      timeline: { progress: 0 },
      myRole: 'lead',
      team: [expect.objectContaining({ id: ama.id, role: 'lead', invited: false })],
    });
  });

  it('refuses an empty title, dates in the wrong order and a budget below zero, and saves nothing', async () => {
    for (const body of [
      { title: '   ' },
      { title: 'Dates', startDate: '2026-12-10', endDate: '2026-12-01' },
      { title: 'Money', budget: { total: -1, spent: 0, currency: 'GHS' } },
    ]) {
      expect((await ama.client.post(base, body)).statusCode).toBe(400);
    }
    expect(((await ama.client.get(base)).json() as WorkspaceProjects).items).toHaveLength(1);
  });

  it('invites connections only; an invitation shows nothing until it is accepted', async () => {
    expect((await ama.client.post(`${base}/${projectId}/members`, { memberId: kojo.id })).statusCode).toBe(400);
    expect((await ama.client.post(`${base}/${projectId}/members`, { memberId: kofi.id, role: 'member' })).statusCode).toBe(200);
    expect((await ama.client.post(`${base}/${projectId}/members`, { memberId: efua.id, role: 'viewer' })).statusCode).toBe(200);
    // Invited, not accepted: no access yet, and the invitation is listed.
    expect((await kofi.client.get(`${base}/${projectId}`)).statusCode).toBe(404);
    const listed = (await kofi.client.get(base)).json() as WorkspaceProjects;
    expect(listed.items).toEqual([]);
    expect(listed.invitations).toEqual([{ projectId, title: 'Website for a chop bar', role: 'member', invitedBy: 'Ama Test' }]);
    for (const m of [kofi, efua])
      expect((await m.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true })).statusCode).toBe(204);
    // Nobody else can answer an invitation they do not have.
    expect((await yaw.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true })).statusCode).toBe(404);
    const project = (await kofi.client.get(`${base}/${projectId}`)).json() as WorkspaceProject;
    expect(project.myRole).toBe('member');
    expect(project.team.map((m) => [m.id, m.role, m.invited])).toEqual(
      expect.arrayContaining([
        [ama.id, 'lead', false],
        [kofi.id, 'member', false],
        [efua.id, 'viewer', false],
      ]),
    );
  });

  it('keeps its last lead: no demotion, no leaving', async () => {
    expect((await ama.client.patch(`${base}/${projectId}/members/${ama.id}`, { role: 'member' })).statusCode).toBe(409);
    expect((await ama.client.delete(`${base}/${projectId}/membership`)).statusCode).toBe(409);
  });
});

describe('tasks', () => {
  let task: WorkspaceTask;
  it('are assigned to their creator by default; completing stamps the date and moves progress', async () => {
    const res = await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Menu page' });
    expect(res.statusCode).toBe(201);
    task = res.json() as WorkspaceTask;
    expect(task).toMatchObject({ status: 'pending', priority: 'medium', assignee: { id: kofi.id, name: 'Kofi Test' }, completedAt: null });
    const photos = (await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Photos', assigneeId: ama.id })).json() as WorkspaceTask;
    // Ama is told; Kofi, who took his own task, is not.
    expect((await bell(ama, 'workspace.task_assigned')).map((n) => [n.params, n.data])).toEqual([
      [
        { taskTitle: 'Photos', projectTitle: 'Website for a chop bar', actorName: 'Kofi Test' },
        { projectId, taskId: photos.id },
      ],
    ]);
    expect(await bell(kofi, 'workspace.task_assigned')).toEqual([]);
    const done = await kofi.client.put(`${base}/${projectId}/tasks/${task.id}`, { title: 'Menu page', status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect((done.json() as WorkspaceTask).completedAt).toEqual(expect.any(String));
    const project = (await ama.client.get(`${base}/${projectId}`)).json() as WorkspaceProject;
    expect(project.timeline.progress).toBe(50);
    expect(project.taskCount).toBe(2);
    const back = await kofi.client.put(`${base}/${projectId}/tasks/${task.id}`, { title: 'Menu page', status: 'pending' });
    expect((back.json() as WorkspaceTask).completedAt).toBeNull();
  });

  it('refuse a save started from an older version, naming who saved meanwhile; nothing is lost', async () => {
    const fresh = (await ama.client.post(`${base}/${projectId}/tasks`, { title: 'Logo' })).json() as WorkspaceTask;
    expect(fresh).toMatchObject({ version: 1, updatedBy: { id: ama.id, name: 'Ama Test' } });
    const kofis = await kofi.client.put(`${base}/${projectId}/tasks/${fresh.id}`, { title: 'Logo, in green', version: 1 });
    expect(kofis.json()).toMatchObject({ version: 2, title: 'Logo, in green', updatedBy: { id: kofi.id, name: 'Kofi Test' } });
    // Ama's editor still holds version 1.
    const amas = await ama.client.put(
      `${base}/${projectId}/tasks/${fresh.id}`,
      { title: 'Logo, in red', version: 1 },
      { 'accept-language': 'fr' },
    );
    expect(amas.statusCode).toBe(409);
    expect(amas.json().error).toMatchObject({
      code: 'workspace_task_changed',
      message: 'Kofi Test updated this task meanwhile: reload it to see their change',
    });
    const tasks = (await ama.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks;
    expect(tasks.items.find((x) => x.id === fresh.id)?.title).toBe('Logo, in green');
    expect((await ama.client.delete(`${base}/${projectId}/tasks/${fresh.id}`)).statusCode).toBe(204);
  });

  it('are listed across projects for their assignee, open ones only, soonest due first', async () => {
    const other = (await kofi.client.post(base, { title: 'Side project' })).json() as WorkspaceProject;
    await kofi.client.post(`${base}/${other.id}/tasks`, { title: 'Soonest', dueDate: '2027-01-02' });
    await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Later', dueDate: '2027-02-01' });
    const mine = (await kofi.client.get('/api/v1/workspace/tasks/mine')).json() as MyWorkspaceTasks;
    expect(mine.items.map((x) => [x.title, x.projectTitle])).toEqual([
      ['Soonest', 'Side project'],
      ['Later', 'Website for a chop bar'],
      ['Menu page', 'Website for a chop bar'],
    ]);
    expect((await anonymous.get('/api/v1/workspace/tasks/mine')).statusCode).toBe(401);
    expect(((await yaw.client.get('/api/v1/workspace/tasks/mine')).json() as MyWorkspaceTasks).items).toEqual([]);
    expect((await kofi.client.delete(`${base}/${other.id}`)).statusCode).toBe(204);
    const later = mine.items.find((x) => x.title === 'Later')!;
    expect((await kofi.client.delete(`${base}/${projectId}/tasks/${later.id}`)).statusCode).toBe(204);
  });

  it('refuse an empty title and an assignee outside the team', async () => {
    expect((await kofi.client.post(`${base}/${projectId}/tasks`, { title: '' })).statusCode).toBe(400);
    expect((await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'X', assigneeId: yaw.id })).statusCode).toBe(400);
    expect(((await kofi.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items).toHaveLength(2);
  });
});

describe('milestones', () => {
  it('take status and progress from their tasks, and keep their tasks when deleted', async () => {
    const res = await kofi.client.post(`${base}/${projectId}/milestones`, { title: 'Launch', dueDate: '2027-01-15' });
    expect(res.statusCode).toBe(201);
    const launch = res.json() as WorkspaceMilestone;
    expect(launch).toMatchObject({ title: 'Launch', status: 'not_started', progress: 0, taskCount: 0 });
    const a = (await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Domain', milestoneId: launch.id })).json() as WorkspaceTask;
    await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Hosting', milestoneId: launch.id });
    await kofi.client.put(`${base}/${projectId}/tasks/${a.id}`, { title: 'Domain', milestoneId: launch.id, status: 'completed' });
    const list = () => kofi.client.get(`${base}/${projectId}/milestones`).then((r) => (r.json() as WorkspaceMilestones).items);
    expect(await list()).toEqual([expect.objectContaining({ id: launch.id, status: 'in_progress', progress: 50, taskCount: 2 })]);
    // A milestone of another project, or none that exists, is refused.
    expect((await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'X', milestoneId: 'nope' })).statusCode).toBe(400);
    expect((await kofi.client.post(`${base}/${projectId}/milestones`, { title: ' ' })).statusCode).toBe(400);
    expect((await kofi.client.delete(`${base}/${projectId}/milestones/${launch.id}`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    const tasks = ((await kofi.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items;
    expect(tasks.find((x) => x.id === a.id)).toMatchObject({ milestoneId: null, status: 'completed' });
    for (const task of tasks.filter((x) => x.title === 'Domain' || x.title === 'Hosting')) {
      await kofi.client.delete(`${base}/${projectId}/tasks/${task.id}`);
    }
  });
});

describe('roles, checked on every workspace route', () => {
  // Each route and the action it needs; `path` builds its address once the fixtures exist.
  const routes: Array<{
    action: WorkspaceAction;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: () => string;
    body?: () => unknown;
  }> = [
    { action: 'view', method: 'GET', path: () => `${base}/${projectId}` },
    { action: 'view', method: 'GET', path: () => `${base}/${projectId}/tasks` },
    { action: 'view', method: 'GET', path: () => `${base}/${projectId}/milestones` },
    { action: 'view', method: 'GET', path: () => `${base}/${projectId}/activity` },
    {
      action: 'edit',
      method: 'POST',
      path: () => `${base}/${projectId}/tasks/missing/move`,
      body: () => ({ status: 'pending', afterId: null }),
    },
    { action: 'manage', method: 'POST', path: () => `${base}/${projectId}/archive`, body: () => ({ archived: false }) },
    { action: 'edit', method: 'POST', path: () => `${base}/${projectId}/milestones`, body: () => ({ title: 'Role check' }) },
    { action: 'edit', method: 'PUT', path: () => `${base}/${projectId}/milestones/missing`, body: () => ({ title: 'Role check' }) },
    { action: 'edit', method: 'DELETE', path: () => `${base}/${projectId}/milestones/missing` },
    { action: 'edit', method: 'PUT', path: () => `${base}/${projectId}`, body: () => ({ title: 'Website for a chop bar' }) },
    { action: 'edit', method: 'POST', path: () => `${base}/${projectId}/tasks`, body: () => ({ title: 'Role check' }) },
    { action: 'edit', method: 'PUT', path: () => `${base}/${projectId}/tasks/missing`, body: () => ({ title: 'Role check' }) },
    { action: 'edit', method: 'DELETE', path: () => `${base}/${projectId}/tasks/missing` },
    { action: 'manage', method: 'POST', path: () => `${base}/${projectId}/members`, body: () => ({ memberId: yaw.id, role: 'viewer' }) },
    { action: 'manage', method: 'PATCH', path: () => `${base}/${projectId}/members/${yaw.id}`, body: () => ({ role: 'viewer' }) },
    { action: 'manage', method: 'DELETE', path: () => `${base}/${projectId}/members/${yaw.id}` },
    { action: 'manage', method: 'GET', path: () => `${base}/${projectId}/candidates?q=yaw` },
    {
      action: 'manage',
      method: 'POST',
      path: () => `${base}/${projectId}/email-invitations`,
      body: () => ({ email: 'role.check@example.test', role: 'viewer' }),
    },
    { action: 'manage', method: 'DELETE', path: () => `${base}/${projectId}/email-invitations/missing` },
  ];
  const roles = { lead: () => ama, member: () => kofi, viewer: () => efua } as const;

  it('names every action in the table', () => {
    expect(new Set(routes.map((r) => r.action))).toEqual(new Set(WORKSPACE_ACTIONS));
  });

  for (const [role, who] of Object.entries(roles)) {
    for (const route of routes) {
      const allowed = PERMISSIONS[role as keyof typeof roles].includes(route.action);
      it(`${role} × ${route.method} ${route.action}: ${allowed ? 'allowed' : '403'}`, async () => {
        const res = await who().client.request(route.method, route.path(), route.body?.());
        if (allowed) expect([200, 201, 204, 404]).toContain(res.statusCode);
        else expect(res.statusCode).toBe(403);
        if (allowed && res.statusCode === 404) expect(res.json().error.code).toMatch(/^workspace_(task|milestone|invitation)_not_found$/);
      });
    }
  }

  it('answers 404 to members of other projects and strangers, 401 to visitors, on every route', async () => {
    for (const route of routes) {
      for (const outsider of [kojo.client, yaw.client]) {
        const res = await outsider.request(route.method, route.path(), route.body?.());
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('workspace_project_not_found');
      }
      expect((await anonymous.request(route.method, route.path(), route.body?.())).statusCode).toBe(401);
    }
  });

  it('a removed member loses access at once; only the lead deletes the project', async () => {
    const review = (
      await ama.client.post(`${base}/${projectId}/tasks`, { title: 'Client review', assigneeId: efua.id })
    ).json() as WorkspaceTask;
    expect((await ama.client.delete(`${base}/${projectId}/members/${efua.id}`)).statusCode).toBe(204);
    expect((await efua.client.get(`${base}/${projectId}`)).statusCode).toBe(404);
    // Their tasks go back to nobody.
    const after = ((await ama.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items.find((x) => x.id === review.id);
    expect(after?.assignee).toBeNull();
    expect((await kofi.client.delete(`${base}/${projectId}`)).statusCode).toBe(403);
    expect((await ama.client.delete(`${base}/${projectId}`)).statusCode).toBe(204);
    expect((await kofi.client.get(`${base}/${projectId}`)).statusCode).toBe(404);
  });
});
