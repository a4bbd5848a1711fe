import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { KOFI, project, renderTasks, tabApi, task, TASKS } from './test-fixtures';

const MOVE = (id: string) => `POST /api/v1/workspace/projects/p1/tasks/${id}/move`;

describe('Tasks tab', () => {
  it('says there are no tasks yet and offers to create one', async () => {
    stubApi(tabApi(() => []));
    renderTasks();
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New task' })).toHaveLength(2);
  });

  it('toggles pending ↔ completed with the checkbox through the move endpoint, to the end of the other column', async () => {
    let items = [task(1), task(2), task(3, { status: 'completed', completedAt: '2026-11-02T10:00:00.000Z' })];
    const api = stubApi({
      ...tabApi(() => items),
      [MOVE('t1')]: (call) => {
        const body = call.body as { status: 'completed' };
        items = items.map((t) => (t.id === 't1' ? { ...t, status: body.status, position: 9, completedAt: '2026-11-05T10:00:00.000Z' } : t));
        return json(200, items[0]);
      },
    });
    const { user } = renderTasks();
    const box = await screen.findByRole('checkbox', { name: 'Mark “Task 1” as completed' });
    await user.click(box);
    expect(api.callsTo(MOVE('t1'))[0]?.body).toEqual({ status: 'completed', afterId: 't3' });
    // Optimistic, then confirmed: the box is ticked and the task is now among the completed ones.
    expect(await screen.findByRole('checkbox', { name: 'Mark “Task 1” as pending' })).toBeChecked();
  });

  it('puts the checkbox back when the server refuses, and says why', async () => {
    stubApi({
      ...tabApi(() => [task(1)]),
      [MOVE('t1')]: () => apiError(403, 'forbidden', 'You can only view this project'),
    });
    const { user } = renderTasks();
    await user.click(await screen.findByRole('checkbox', { name: 'Mark “Task 1” as completed' }));
    expect(await screen.findByText('The task could not be moved: You can only view this project')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Mark “Task 1” as completed' })).not.toBeChecked();
  });

  it('filters by assignee, status and due date, in the address, and clears them', async () => {
    stubApi(
      tabApi(() => [
        task(1, { title: 'Write the API', dueDate: '2020-01-01' }),
        task(2, { title: 'Design screens', assignee: { id: KOFI, name: 'Kofi Boateng' } }),
        task(3, { title: 'Nobody yet', assignee: null, status: 'in_progress' }),
      ]),
    );
    const { user, location } = renderTasks(project(), '?tab=tasks');
    expect(await screen.findByText('Write the API')).toBeInTheDocument();
    // Invited members are not offered; accepted ones are.
    const assignee = screen.getByLabelText('Assignee');
    expect(within(assignee).queryByRole('option', { name: 'Esi Owusu' })).not.toBeInTheDocument();

    await user.selectOptions(assignee, 'Kofi Boateng');
    expect(screen.getByText('Design screens')).toBeInTheDocument();
    expect(screen.queryByText('Write the API')).not.toBeInTheDocument();
    expect(location().search).toBe(`?tab=tasks&assignee=${KOFI}`);

    await user.selectOptions(assignee, 'Unassigned');
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(screen.getByText('No tasks match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(location().search).toBe('?tab=tasks');

    await user.selectOptions(screen.getByLabelText('Due'), 'Overdue');
    expect(screen.getByText('Write the API')).toBeInTheDocument();
    expect(screen.getByText(/Overdue: Jan 1, 2020/)).toBeInTheDocument();
    expect(screen.queryByText('Design screens')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Me');
    expect(location().search).toBe('?tab=tasks&due=overdue&assignee=me');
    expect(screen.getByText('Write the API')).toBeInTheDocument();
  });

  it('draws only a window of rows of a 10,000-task list', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => task(i));
    stubApi(tabApi(() => many));
    renderTasks();
    expect(await screen.findByText('10000 tasks')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('shows a viewer every task but no checkbox, no New task, no drag and no Move to…', async () => {
    stubApi(tabApi(() => [task(1), task(2, { status: 'in_progress' })]));
    const { user } = renderTasks(project({ myRole: 'viewer' }), '?view=board');
    expect(await screen.findByText('Task 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move “Task 1”/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Drag/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The task opens read-only.
    await user.click(screen.getByRole('button', { name: 'Task 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Task' }));
    expect(dialog.getByLabelText('Task title *')).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete task' })).not.toBeInTheDocument();
  });

  it('is read-only on an archived project too', async () => {
    stubApi(tabApi(() => [task(1)]));
    renderTasks(project({ archived: true }));
    expect(await screen.findByText('Task 1')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
  });

  it('moves a card with the Move to… menu and sends the column and the card above', async () => {
    let items = [task(1), task(2), task(3, { status: 'in_progress' }), task(4, { status: 'in_progress' })];
    const api = stubApi({
      ...tabApi(() => items),
      [MOVE('t1')]: () => {
        items = items.map((t) => (t.id === 't1' ? { ...t, status: 'in_progress', position: 10 } : t));
        return json(200, items[0]);
      },
      [MOVE('t2')]: () => json(200, items[1]),
    });
    const { user, location } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Board' }));
    expect(location().search).toBe('?view=board');
    await user.click(await screen.findByRole('button', { name: 'Move “Task 1”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to In progress' }));
    expect(api.callsTo(MOVE('t1'))[0]?.body).toEqual({ status: 'in_progress', afterId: 't4' });
    const column = screen.getByRole('region', { name: /In progress/ });
    expect(await within(column).findByText('Task 1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Pending/ })).queryByText('Task 1')).not.toBeInTheDocument();

    // Up one place: to the top of its column (no card above).
    await user.click(screen.getByRole('button', { name: 'Move “Task 2”' }));
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(api.callsTo(TASKS).length).toBeGreaterThan(0);
  });

  it('reloads the list when asked after a failed load', async () => {
    let fail = true;
    stubApi({
      ...tabApi(() => [task(1)]),
      [TASKS]: () => (fail ? apiError(500, 'internal', 'boom') : json(200, { items: [task(1)] })),
    });
    const { user } = renderTasks();
    expect(await screen.findByText('The tasks could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Task 1')).toBeInTheDocument());
  });
});

describe('Tasks tab in French', () => {
  it('says the columns, counts and dates in French', async () => {
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('fr');
    try {
      stubApi(tabApi(() => [task(1, { dueDate: '2020-01-15' }), task(2, { status: 'completed' })]));
      renderTasks(project(), '?view=board');
      expect(await screen.findByRole('heading', { name: /^En attente/ })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /^Terminée/ })).toBeInTheDocument();
      expect(screen.getByText('2 tâches')).toBeInTheDocument();
      expect(screen.getByText('En retard : 15 janv. 2020')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Déplacer « Task 1 »' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nouvelle tâche' })).toBeInTheDocument();
    } finally {
      // One module graph per worker (isolate: false): the next file starts in English.
      await setLanguage('en');
    }
  });
});
