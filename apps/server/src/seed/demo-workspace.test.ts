import type { WorkspaceActivity, WorkspaceMilestones, WorkspaceProjects, WorkspaceTasks } from '@skilllink/contracts/workspace';
import type { WorkspaceFiles } from '@skilllink/contracts/workspace-files';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { DEMO_ACCOUNT } from './demo-members.js';
import { seedDemoWorkspace } from './demo-workspace.js';
import { briefPdf, wireframePng } from './demo-workspace-file-bytes.js';
import { seedDemo } from './demo.js';

let t: TestApp;
let ama: TestClient;
const led = '/api/v1/workspace/projects/demo-project-merchant-dashboard';
const feedOf = async () => ((await ama.get(`${led}/activity`)).json() as WorkspaceActivity).items;
beforeAll(async () => {
  t = await buildTestApp();
  // Twice at once, as two nodes starting together would: each file, chat and entry once.
  await Promise.all([seedDemo(t.app.database.db, t.app.storage), seedDemo(t.app.database.db, t.app.storage)]);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

it('gives Ama a project she leads with three members, in every state, and one she is a member of — once', async () => {
  await Promise.all([seedDemoWorkspace(t.app.database.db, t.app.storage), seedDemoWorkspace(t.app.database.db, t.app.storage)]);
  const { items } = (await ama.get('/api/v1/workspace/projects')).json() as WorkspaceProjects;
  expect(items.map((p) => [p.title, p.myRole])).toEqual(
    expect.arrayContaining([
      ['Merchant dashboard redesign', 'lead'],
      ['Data literacy workshop for SMEs', 'member'],
    ]),
  );
  expect(items).toHaveLength(2);
  const led = items.find((p) => p.myRole === 'lead')!;
  expect(led.team.filter((m) => m.role !== 'lead' && !m.invited)).toHaveLength(3);
  expect(led.client).toMatchObject({ name: 'Efua Addo' });
  // Someone not on SkillLink yet, invited by e-mail: the team sees a masked address.
  expect(led.emailInvitations).toEqual([expect.objectContaining({ email: 'y•••@kumasi-prints.example', role: 'member' })]);
  expect(led.timeline.progress).toBe(30);
  const tasks = ((await ama.get(`/api/v1/workspace/projects/${led.id}/tasks`)).json() as WorkspaceTasks).items;
  expect(new Set(tasks.map((x) => x.status))).toEqual(new Set(['pending', 'in_progress', 'completed']));
  const milestones = ((await ama.get(`/api/v1/workspace/projects/${led.id}/milestones`)).json() as WorkspaceMilestones).items;
  expect(milestones.map((m) => m.status)).toEqual(['completed', 'in_progress', 'not_started']);
  const feed = ((await ama.get(`/api/v1/workspace/projects/${led.id}/activity`)).json() as WorkspaceActivity).items;
  expect(feed.length).toBeGreaterThan(10);
});

it('puts a brief and a wireframe in the project she leads, typed from their bytes, the image with a thumbnail', async () => {
  const files = (await ama.get(`${led}/files`)).json() as WorkspaceFiles;
  expect(files.items.map((f) => [f.name, f.mime, f.kind, f.uploadedBy?.name])).toEqual([
    ['Sales overview wireframe.png', 'image/png', 'image', 'Akosua Boateng'],
    ['Merchant dashboard brief.pdf', 'application/pdf', 'document', 'Ama Mensah'],
  ]);
  const [image, brief] = files.items;
  expect(files.usedBytes).toBe(image!.size + brief!.size);
  const thumb = await ama.get(image!.thumbnailUrl!);
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/webp');
  expect(brief!.thumbnailUrl).toBeNull();
  const pdf = await new TestClient(t.app).get(brief!.downloadUrl);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.length).toBe(brief!.size);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
});

it('makes the same bytes every time, so nodes racing to store them store one file', async () => {
  expect((await briefPdf()).equals(await briefPdf())).toBe(true);
  expect((await wireframePng()).equals(await wireframePng())).toBe(true);
});

it('tells of the files in the feed, in time order with the rest', async () => {
  const feed = await feedOf();
  const added = feed.filter((a) => a.kind === 'file_added');
  expect(added.map((a) => [a.params.fileName, a.actor?.name])).toEqual([
    ['Sales overview wireframe.png', 'Akosua Boateng'],
    ['Merchant dashboard brief.pdf', 'Ama Mensah'],
  ]);
  const times = feed.map((a) => Date.parse(a.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(feed.at(-1)!.kind).toBe('project_created');
});

it('puts what members do now above the seeded story', async () => {
  const moved = await ama.post(`${led}/tasks/demo-project-merchant-dashboard-task-3/move`, { status: 'completed', afterId: null });
  expect(moved.statusCode, moved.body).toBe(200);
  expect((await feedOf())[0]).toMatchObject({ kind: 'task_completed', params: { taskTitle: 'Sales overview page in React' } });
});

it('adds no files or feed entries when seeded again, one start after another or two at once', async () => {
  const db = t.app.database.db;
  const count = async (table: 'workspaceFile' | 'workspaceActivity') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = [await count('workspaceFile'), await count('workspaceActivity')];
  await Promise.all([seedDemo(db, t.app.storage), seedDemo(db, t.app.storage)]);
  await seedDemo(db, t.app.storage);
  expect([await count('workspaceFile'), await count('workspaceActivity')]).toEqual(before);
  expect(((await ama.get(`${led}/files`)).json() as WorkspaceFiles).items).toHaveLength(2);
});
