import type { WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { json } from '../../../test/fetch-stub';
import { TasksTab } from './tasks-tab';

type WorkspaceMember = WorkspaceProject['team'][number];

export const ME = 'user-ama';
export const KOFI = 'user-kofi';

const person = (id: string, firstName: string, lastName: string, role: WorkspaceMember['role'], invited = false): WorkspaceMember => ({
  id,
  isMe: id === ME,
  firstName,
  lastName,
  avatar: null,
  role,
  invited,
  joinedAt: '2026-11-01T10:00:00.000Z',
});

export function project(overrides: Partial<WorkspaceProject> = {}): WorkspaceProject {
  return {
    id: 'p1',
    title: 'Mobile banking app',
    description: '',
    status: 'in_progress',
    priority: 'high',
    budget: { total: 0, spent: 0, currency: 'USD', usedPercent: 0 },
    timeline: { startDate: null, endDate: null, progress: 0 },
    tags: [],
    skills: [],
    client: null,
    archived: false,
    taskCount: 0,
    myRole: 'lead',
    emailInvitations: [],
    team: [
      person(ME, 'Ama', 'Mensah', 'lead'),
      person(KOFI, 'Kofi', 'Boateng', 'member'),
      person('user-esi', 'Esi', 'Owusu', 'member', true),
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function task(i: number, overrides: Partial<WorkspaceTask> = {}): WorkspaceTask {
  return {
    id: `t${i}`,
    projectId: 'p1',
    title: `Task ${i}`,
    description: '',
    status: 'pending',
    priority: 'medium',
    assignee: { id: ME, name: 'Ama Mensah' },
    milestoneId: null,
    dueDate: null,
    completedAt: null,
    tags: [],
    progress: 0,
    position: i,
    version: 1,
    updatedBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const TASKS = 'GET /api/v1/workspace/projects/p1/tasks';
export const MILESTONES = 'GET /api/v1/workspace/projects/p1/milestones';

/** The two reads the tab makes, answering these tasks and one milestone. */
export const tabApi = (tasks: () => WorkspaceTask[]) => ({
  [TASKS]: () => json(200, { items: tasks() }),
  [MILESTONES]: () => json(200, { items: [{ id: 'm1', title: 'Beta', dueDate: null, status: 'in_progress', progress: 0, taskCount: 1 }] }),
});

/**
 * happy-dom lays nothing out: every box is 0 × 0, so a virtual list would think its window
 * empty. Scroll containers get a phone screen's height and rows a row's, as a browser would.
 */
export function fakeLayout({ viewport = 600, row = 60 } = {}) {
  const box = (height: number) => ({ x: 0, y: 0, top: 0, left: 0, right: 360, bottom: height, width: 360, height, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return box(this.classList.contains('overflow-y-auto') ? viewport : row) as DOMRect;
  });
  const height = function (this: HTMLElement) {
    return this.classList.contains('overflow-y-auto') ? viewport : row;
  };
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(height);
  // happy-dom keeps clientHeight on an ancestor class of Element's prototype: spy where it lives.
  let owner: object | null = HTMLElement.prototype;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'clientHeight')) owner = Object.getPrototypeOf(owner) as object | null;
  if (owner) vi.spyOn(owner as HTMLElement, 'clientHeight', 'get').mockImplementation(height);
}

/** The tab alone, as the project page mounts it, at a URL (its filters live in the address). */
export function renderTasks(p: WorkspaceProject = project(), search = '') {
  fakeLayout();
  const queryClient = createQueryClient({ retry: false });
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/app/projects/p1${search}`]}>
          <TasksTab project={p} />
          <Probe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, user, queryClient, location: () => location as Location };
}
