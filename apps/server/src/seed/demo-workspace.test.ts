import type { WorkspaceActivity, WorkspaceMilestones, WorkspaceProjects, WorkspaceTasks } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { DEMO_ACCOUNT } from './demo-members.js';
import { seedDemoWorkspace } from './demo-workspace.js';
import { seedDemo } from './demo.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.database.db);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

it('gives Ama a project she leads with three members, in every state, and one she is a member of — once', async () => {
  await Promise.all([seedDemoWorkspace(t.app.database.db), seedDemoWorkspace(t.app.database.db)]);
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
  expect(led.timeline.progress).toBe(30);
  const tasks = ((await ama.get(`/api/v1/workspace/projects/${led.id}/tasks`)).json() as WorkspaceTasks).items;
  expect(new Set(tasks.map((x) => x.status))).toEqual(new Set(['pending', 'in_progress', 'completed']));
  const milestones = ((await ama.get(`/api/v1/workspace/projects/${led.id}/milestones`)).json() as WorkspaceMilestones).items;
  expect(milestones.map((m) => m.status)).toEqual(['completed', 'in_progress', 'not_started']);
  const feed = ((await ama.get(`/api/v1/workspace/projects/${led.id}/activity`)).json() as WorkspaceActivity).items;
  expect(feed.length).toBeGreaterThan(10);
});
