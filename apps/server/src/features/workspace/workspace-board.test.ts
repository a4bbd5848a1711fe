import type { WorkspaceActivity, WorkspaceProject, WorkspaceProjects, WorkspaceTask, WorkspaceTasks } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket } from '../../test/realtime-client.js';

// The board, archiving, clients, the feed and live changes (issue 23; ADR 056).

let t: TestApp;
type Member = { client: TestClient; id: string };
let ama: Member;
let kofi: Member;
let efua: Member;
let kojo: Member;
let projectId: string;
const base = '/api/v1/workspace/projects';

const join = async (firstName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
  return { client, id: user.id };
};
const column = async (status: string) =>
  ((await ama.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items
    .filter((x) => x.status === status)
    .map((x) => x.title);
const add = async (title: string) => ((await ama.client.post(`${base}/${projectId}/tasks`, { title })).json() as WorkspaceTask).id;
const move = (id: string, status: string, afterId: string | null, who = ama) =>
  who.client.post(`${base}/${projectId}/tasks/${id}/move`, { status, afterId });
const feed = async (who = ama) => ((await who.client.get(`${base}/${projectId}/activity`)).json() as WorkspaceActivity).items;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [ama, kofi, efua, kojo] = await Promise.all([join('Ama'), join('Kofi'), join('Efua'), join('Kojo')]);
  for (const other of [kofi, efua]) await connectMembers(t.app, ama.id, other.id);
  projectId = ((await ama.client.post(base, { title: 'Shea butter shop' })).json() as WorkspaceProject).id;
  await ama.client.post(`${base}/${projectId}/members`, { memberId: kofi.id });
  await kofi.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true });
});
afterAll(async () => t.close());

describe('the board', () => {
  it('keeps each column in the order tasks are dropped, and a move is a status change', async () => {
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    expect(await column('pending')).toEqual(['A', 'B', 'C']);
    expect((await move(c, 'pending', null)).statusCode).toBe(200);
    expect(await column('pending')).toEqual(['C', 'A', 'B']);
    expect((await move(c, 'pending', a)).statusCode).toBe(200);
    expect(await column('pending')).toEqual(['A', 'C', 'B']);
    const done = (await move(b, 'completed', null, kofi)).json() as WorkspaceTask;
    expect(done).toMatchObject({ status: 'completed', progress: 100, completedAt: expect.any(String), updatedBy: { id: kofi.id } });
    expect(await column('completed')).toEqual(['B']);
    expect(await column('pending')).toEqual(['A', 'C']);
  });

  it('keeps order through many drops into one gap (the column is renumbered when needed)', async () => {
    const ids = ((await ama.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items;
    const a = ids.find((x) => x.title === 'A')!.id;
    const c = ids.find((x) => x.title === 'C')!.id;
    const extra = await add('D');
    // D goes between A and C sixty times, halving the gap each time, then C back on top.
    for (let i = 0; i < 60; i++) {
      await move(extra, 'pending', a);
      await move(c, 'pending', a);
    }
    expect(await column('pending')).toEqual(['A', 'C', 'D']);
  });

  it('refuses a drop next to a task of another column or project, and a viewer', async () => {
    const tasks = ((await ama.client.get(`${base}/${projectId}/tasks`)).json() as WorkspaceTasks).items;
    const pendingOne = tasks.find((x) => x.status === 'pending')!;
    const doneOne = tasks.find((x) => x.status === 'completed')!;
    const res = await move(pendingOne.id, 'in_progress', doneOne.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('workspace_move_target');
    expect((await move(pendingOne.id, 'sideways', null)).statusCode).toBe(400);
    expect((await move(pendingOne.id, 'pending', null, kojo)).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('tells who did what, newest first, to the team only', async () => {
    const items = await feed();
    expect(items.find((i) => i.kind === 'task_completed')).toMatchObject({
      actor: { id: kofi.id, name: 'Kofi Test' },
      params: { taskTitle: 'B' },
    });
    expect(items[0]).toMatchObject({ kind: 'task_created', params: { taskTitle: 'D' } });
    expect(items.map((i) => i.kind)).toEqual(expect.arrayContaining(['project_created', 'member_joined', 'task_created']));
    expect((await kojo.client.get(`${base}/${projectId}/activity`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`${base}/${projectId}/activity`)).statusCode).toBe(401);
  });

  it('tells when a milestone is reached by its last task', async () => {
    const ms = (await ama.client.post(`${base}/${projectId}/milestones`, { title: 'Soft launch' })).json() as { id: string };
    const task = (await ama.client.post(`${base}/${projectId}/tasks`, { title: 'Flyers', milestoneId: ms.id })).json() as WorkspaceTask;
    await move(task.id, 'completed', null);
    expect((await feed()).slice(0, 2).map((i) => [i.kind, i.params])).toEqual([
      ['milestone_reached', { milestoneTitle: 'Soft launch' }],
      ['task_completed', { taskTitle: 'Flyers' }],
    ]);
  });

  it('pages backwards with a cursor', async () => {
    for (let i = 0; i < 25; i++) await add(`Page ${i}`);
    const first = (await ama.client.get(`${base}/${projectId}/activity`)).json() as WorkspaceActivity;
    expect(first.items).toHaveLength(30);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await ama.client.get(`${base}/${projectId}/activity?cursor=${first.nextCursor}`)).json() as WorkspaceActivity;
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.every((i) => i.id < first.nextCursor!)).toBe(true);
  });
});

describe('clients and archiving', () => {
  it('invites a member client as a viewer, or keeps an outside client by name and e-mail', async () => {
    const saved = await ama.client.put(`${base}/${projectId}`, { title: 'Shea butter shop', client: { memberId: efua.id } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as WorkspaceProject).client).toMatchObject({ id: efua.id, name: 'Efua Test' });
    const invitations = ((await efua.client.get(base)).json() as WorkspaceProjects).invitations;
    expect(invitations).toEqual([expect.objectContaining({ projectId, role: 'viewer' })]);
    expect((await ama.client.put(`${base}/${projectId}`, { title: 'X', client: { memberId: kojo.id } })).statusCode).toBe(400);
    const outside = await ama.client.put(`${base}/${projectId}`, {
      title: 'Shea butter shop',
      client: { name: 'Mama Shea', email: 'shea@example.com' },
    });
    expect((outside.json() as WorkspaceProject).client).toEqual({ id: null, name: 'Mama Shea', email: 'shea@example.com', avatar: null });
    expect((await ama.client.put(`${base}/${projectId}`, { title: 'X', client: { name: 'Y', email: 'not-mail' } })).statusCode).toBe(400);
  });

  it('makes an archived project read-only until a lead restores it', async () => {
    expect((await kofi.client.post(`${base}/${projectId}/archive`, { archived: true })).statusCode).toBe(403);
    const archived = await ama.client.post(`${base}/${projectId}/archive`, { archived: true });
    expect((archived.json() as WorkspaceProject).archived).toBe(true);
    const refused = await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('workspace_archived');
    expect((await kofi.client.get(`${base}/${projectId}/tasks`)).statusCode).toBe(200);
    expect((await ama.client.post(`${base}/${projectId}/archive`, { archived: false })).statusCode).toBe(200);
    expect((await kofi.client.post(`${base}/${projectId}/tasks`, { title: 'Back to work' })).statusCode).toBe(201);
  });
});

describe('live', () => {
  it('tells the team of a change as it happens, and a member who is removed', async () => {
    const ws = await listening(t.app);
    const [kofiSocket, kojoSocket] = await Promise.all([openSocket(ws, kofi.client), openSocket(ws, kojo.client)]);
    const changed = (e: { type: string }) => e.type === 'workspace.changed';
    await add('Live one');
    expect(await kofiSocket.next(changed)).toEqual({ type: 'workspace.changed', projectId });
    kofiSocket.events.length = 0;
    expect((await ama.client.delete(`${base}/${projectId}/members/${kofi.id}`)).statusCode).toBe(204);
    expect(await kofiSocket.next(changed)).toEqual({ type: 'workspace.changed', projectId });
    await kojoSocket.roundTrip();
    expect(kojoSocket.events.filter(changed)).toEqual([]);
    await Promise.all([kofiSocket.close(), kojoSocket.close()]);
  });
});

describe('limits', () => {
  it('keeps a team at 50 people, invitations included', async () => {
    const db = t.app.database.db;
    const now = new Date().toISOString();
    const size = async () => (await db.selectFrom('workspaceMember').select('userId').where('projectId', '=', projectId).execute()).length;
    for (let i = await size(); i < 50; i++) {
      const id = `limit-${i}-${projectId}`;
      await db
        .insertInto('user')
        .values({
          id,
          email: `${id}@example.com`,
          firstName: 'Extra',
          lastName: `N${i}`,
          title: '',
          language: 'en',
          onboardingCompleted: false,
          passwordHash: 'x',
          isVerified: true,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await db
        .insertInto('workspaceMember')
        .values({ projectId, userId: id, role: 'member', invitedBy: ama.id, invitedAt: now, acceptedAt: now })
        .execute();
    }
    await connectMembers(t.app, ama.id, kojo.id);
    const res = await ama.client.post(`${base}/${projectId}/members`, { memberId: kojo.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('workspace_team_full');
    expect(await size()).toBe(50);
  });
});
