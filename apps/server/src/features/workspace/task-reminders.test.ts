import type { NotificationsPage } from '@skilllink/contracts/notifications';
import type { WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
let ama: TestClient;
// The app's clock is the test's: "tomorrow" moves when the test moves it.
let clock = new Date('2027-03-09T22:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  ama = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' })).client;
});
afterAll(async () => t.close());

const dueNotices = async () =>
  ((await ama.get('/api/v1/notifications')).json() as NotificationsPage).items.filter((n) => n.kind === 'workspace.task_due');

describe('tasks due tomorrow', () => {
  it('remind their assignee once per due date, never for a completed task', async () => {
    const project = (await ama.post('/api/v1/workspace/projects', { title: 'Chop bar site' })).json() as WorkspaceProject;
    const tasks = `/api/v1/workspace/projects/${project.id}/tasks`;
    const menu = (await ama.post(tasks, { title: 'Menu page', dueDate: '2027-03-10' })).json() as WorkspaceTask;
    await ama.post(tasks, { title: 'Done already', dueDate: '2027-03-10', status: 'completed' });
    await ama.post(tasks, { title: 'Next week', dueDate: '2027-03-16' });
    const sweep = () => t.app.taskReminders.sweep();

    // Two sweeps at once (two server processes): one reminder.
    expect((await Promise.all([sweep(), sweep()])).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep()).toBe(0);
    expect((await dueNotices()).map((n) => [n.params, n.data])).toEqual([
      [
        { taskTitle: 'Menu page', projectTitle: 'Chop bar site', dueDate: '2027-03-10' },
        { projectId: project.id, taskId: menu.id },
      ],
    ]);

    // Moved to a new date: reminded again the day before that one.
    await ama.put(`${tasks}/${menu.id}`, { title: 'Menu page', dueDate: '2027-03-11', version: menu.version });
    clock = new Date('2027-03-10T01:00:00Z');
    expect(await sweep()).toBe(1);
    expect(await dueNotices()).toHaveLength(2);
  });
});
