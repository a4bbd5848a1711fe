import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';

type TeamMember = WorkspaceProject['team'][number];

export const person = (id: string, firstName: string, lastName: string, role: TeamMember['role'], invited = false): TeamMember => ({
  id,
  isMe: false,
  firstName,
  lastName,
  avatar: null,
  role,
  invited,
  joinedAt: '2026-11-02T09:00:00.000Z',
});

export const ama = person('u-ama', 'Ama', 'Mensah', 'lead');
export const kofi = person('u-kofi', 'Kofi', 'Boateng', 'member');
export const efua = person('u-efua', 'Efua', 'Owusu', 'viewer', true);

/** A project as GET /workspace/projects/:id answers, led by Ama, read by `myRole`. */
export function workspaceProject(overrides: Partial<WorkspaceProject> = {}): WorkspaceProject {
  return {
    id: 'p-1',
    title: 'Chop bar website',
    description: '',
    status: 'in_progress',
    priority: 'medium',
    budget: { total: 0, spent: 0, currency: 'GHS', usedPercent: 0 },
    timeline: { startDate: '2026-11-01', endDate: '2027-03-01', progress: 40 },
    tags: [],
    skills: [],
    client: null,
    archived: false,
    taskCount: 5,
    myRole: 'lead',
    emailInvitations: [],
    team: [ama, kofi, efua],
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** One tab on its own, with the app's providers; only the network edge is faked (fetch-stub). */
export function renderTab(tab: ReactNode) {
  const user = userEvent.setup();
  const queryClient = createAppQueryClient({ retry: false });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{tab}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, queryClient };
}
