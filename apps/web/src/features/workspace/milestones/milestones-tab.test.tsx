import type { WorkspaceMilestone } from '@skilllink/contracts/workspace';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fetch-stub';
import { renderTab, workspaceProject } from '../team/test-fixtures';
import { MilestonesTab } from './milestones-tab';

const LIST = 'GET /api/v1/workspace/projects/p-1/milestones';
const ADD = 'POST /api/v1/workspace/projects/p-1/milestones';

const milestone = (id: string, overrides: Partial<WorkspaceMilestone> = {}): WorkspaceMilestone => ({
  id,
  title: `Milestone ${id}`,
  dueDate: null,
  status: 'not_started',
  progress: 0,
  taskCount: 0,
  ...overrides,
});
const design = milestone('m-design', {
  title: 'Design signed off',
  dueDate: '2026-12-01',
  status: 'in_progress',
  progress: 50,
  taskCount: 4,
});
const launch = milestone('m-launch', { title: 'Launch', dueDate: '2027-02-15', taskCount: 1 });
const menu = milestone('m-menu', { title: 'Menu photos', dueDate: '2026-11-20', status: 'completed', progress: 100, taskCount: 2 });

afterEach(() => vi.useRealTimers());

describe('Milestones tab', () => {
  it('shows each milestone’s status, due date (overdue said and in red), progress and tasks, on a timeline with today', async () => {
    // Only the date is faked: "today" is 10 January 2027 on the reader's calendar.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 10, 12));
    stubApi({ [LIST]: () => json(200, { items: [menu, design, launch] }) });
    renderTab(<MilestonesTab project={workspaceProject()} />);

    const cards = within(await screen.findByRole('list', { name: 'Project milestones' })).getAllByRole('listitem');
    const [menuCard, designCard, launchCard] = cards.map((c) => within(c));
    expect(designCard!.getByText('In progress')).toBeInTheDocument();
    expect(designCard!.getByText('4 tasks')).toBeInTheDocument();
    expect(designCard!.getByText('50% complete')).toBeInTheDocument();
    expect(designCard!.getByRole('progressbar', { name: 'Progress of Design signed off' })).toHaveAttribute('aria-valuenow', '50');
    const overdue = designCard!.getByText(/Overdue/).closest('p')!;
    expect(overdue).toHaveClass('text-danger');
    expect(overdue).toHaveTextContent('Due Dec 1, 2026');
    // Completed in the past, or due later: not overdue.
    expect(menuCard!.getByText('Completed')).toBeInTheDocument();
    expect(menuCard!.queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(launchCard!.getByText('1 task')).toBeInTheDocument();
    expect(launchCard!.queryByText(/Overdue/)).not.toBeInTheDocument();

    const timeline = screen.getByRole('figure', { name: 'Timeline' });
    const marks = within(timeline).getAllByRole('listitem');
    expect(marks.map((m) => [m.dataset.kind, m.querySelector('time')?.getAttribute('datetime')])).toEqual([
      ['start', '2026-11-01'],
      ['milestone', '2026-11-20'],
      ['milestone', '2026-12-01'],
      ['today', '2027-01-10'],
      ['milestone', '2027-02-15'],
      ['end', '2027-03-01'],
    ]);
    expect(within(marks[3]!).getByText('Today')).toBeInTheDocument();
    const at = (i: number) => Number.parseFloat(marks[i]!.style.getPropertyValue('--at'));
    expect([at(0), at(5)]).toEqual([0, 100]);
    expect(at(3)).toBeCloseTo((70 / 120) * 100, 1);
  });

  it('refuses a milestone without a title before asking the server, then adds one', async () => {
    const api = stubApi({
      [LIST]: () => json(200, { items: [] }),
      [ADD]: ({ body }) => json(201, milestone('m-new', body as Partial<WorkspaceMilestone>)),
    });
    const { user } = renderTab(<MilestonesTab project={workspaceProject({ myRole: 'member' })} />);
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New milestone' }));
    const title = dialog.getByLabelText('Title *');
    await user.type(title, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save milestone' }));
    expect(title).toHaveAccessibleDescription('Milestone title is required');
    expect(title).toHaveFocus();
    expect(api.callsTo(ADD)).toHaveLength(0);

    await user.type(title, 'Soft launch');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.type(dialog.getByLabelText('Due date'), '2027-02-01');
    await user.click(dialog.getByRole('button', { name: 'Save milestone' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]!.body).toEqual({ title: 'Soft launch', dueDate: '2027-02-01' });
    expect(await screen.findByText('Milestone added')).toBeInTheDocument();
  });

  it('deletes a milestone after confirming that its tasks stay', async () => {
    const api = stubApi({
      [LIST]: () => json(200, { items: [launch] }),
      'DELETE /api/v1/workspace/projects/p-1/milestones/m-launch': () => json(204),
    });
    const { user } = renderTab(<MilestonesTab project={workspaceProject()} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Launch' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Launch”?' }));
    expect(dialog.getByText('Its tasks stay in the project, no longer linked to a milestone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete milestone' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/workspace/projects/p-1/milestones/m-launch')).toHaveLength(1));
    expect(await screen.findByText('Milestone deleted')).toBeInTheDocument();
  });

  it('a viewer reads the milestones without add, edit or delete', async () => {
    stubApi({ [LIST]: () => json(200, { items: [launch] }) });
    renderTab(<MilestonesTab project={workspaceProject({ myRole: 'viewer' })} />);
    expect(await screen.findByText('Launch', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
