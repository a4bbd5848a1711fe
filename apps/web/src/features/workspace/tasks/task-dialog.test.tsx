import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { KOFI, renderTasks, tabApi, task, TASKS } from './test-fixtures';

const CREATE = 'POST /api/v1/workspace/projects/p1/tasks';
const SAVE = 'PUT /api/v1/workspace/projects/p1/tasks/t1';

describe('Task dialog', () => {
  it('refuses an empty title without sending anything, then creates the task with the defaults', async () => {
    let items: ReturnType<typeof task>[] = [];
    const api = stubApi({
      ...tabApi(() => items),
      [CREATE]: (call) => {
        items = [task(1, { title: (call.body as { title: string }).title })];
        return json(201, items[0]);
      },
    });
    const { user } = renderTasks();
    await user.click((await screen.findAllByRole('button', { name: 'New task' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create task' }));
    expect(dialog.getByLabelText('Priority')).toHaveValue('medium');
    expect(dialog.getByLabelText('Status')).toHaveValue('pending');
    // Me by default (spec §4); invited people are not offered.
    expect(dialog.getByLabelText('Assignee')).toHaveValue('user-ama');
    expect(within(dialog.getByLabelText('Assignee')).queryByRole('option', { name: 'Esi Owusu' })).not.toBeInTheDocument();

    await user.type(dialog.getByLabelText('Task title *'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create task' }));
    expect(await dialog.findByText('Task title is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Task title *')).toHaveFocus();
    expect(dialog.getByLabelText('Task title *')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Task title *'), 'Write the API');
    await user.selectOptions(dialog.getByLabelText('Milestone'), 'Beta');
    await user.type(dialog.getByLabelText('Tags'), 'backend{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      title: 'Write the API',
      description: '',
      status: 'pending',
      priority: 'medium',
      assigneeId: 'user-ama',
      dueDate: null,
      milestoneId: 'm1',
      tags: ['backend'],
      progress: 0,
    });
    expect(await screen.findByText('Task created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Write the API')).toBeInTheDocument();
  });

  it('on a task saved meanwhile shows who saved it, reloads it keeping what I typed, and saves with the fresh version', async () => {
    let server = task(1, { title: 'Write the API', version: 1, updatedBy: { id: 'user-ama', name: 'Ama Mensah' } });
    const api = stubApi({
      ...tabApi(() => [server]),
      [SAVE]: (call) => {
        const body = call.body as { version: number; title: string };
        if (body.version !== server.version)
          return apiError(409, 'workspace_task_changed', 'Kofi Boateng updated this task meanwhile: reload it to see their change');
        server = { ...server, title: body.title, version: server.version + 1 };
        return json(200, server);
      },
    });
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Write the API' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(dialog.getByText('Updated by Ama Mensah')).toBeInTheDocument();

    // Kofi saves first.
    server = {
      ...server,
      version: 2,
      progress: 40,
      assignee: { id: KOFI, name: 'Kofi Boateng' },
      updatedBy: { id: KOFI, name: 'Kofi Boateng' },
    };
    const title = dialog.getByLabelText('Task title *');
    await user.clear(title);
    await user.type(title, 'Write the REST API');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Kofi Boateng updated this task meanwhile: reload it to see their change')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ version: 1, title: 'Write the REST API' });

    await user.click(dialog.getByRole('button', { name: 'Reload the task' }));
    expect(await dialog.findByText(/This is now the latest version, saved by Kofi Boateng/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Task title *')).toHaveValue('Write the REST API');
    expect(dialog.getByText('Updated by Kofi Boateng')).toBeInTheDocument();
    expect(api.callsTo(TASKS).length).toBeGreaterThan(1);

    // "Use their version" takes their fields; typing again and saving now sends version 2.
    await user.click(dialog.getByRole('button', { name: 'Use their version' }));
    expect(dialog.getByLabelText('Task title *')).toHaveValue('Write the API');
    expect(dialog.getByLabelText('Progress (%)')).toHaveValue(40);
    await user.type(dialog.getByLabelText('Task title *'), '!');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Task saved')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[1]?.body).toMatchObject({ version: 2, title: 'Write the API!', assigneeId: KOFI, progress: 40 });
  });

  it('deletes a task only after confirming', async () => {
    let items = [task(1)];
    const api = stubApi({
      ...tabApi(() => items),
      'DELETE /api/v1/workspace/projects/p1/tasks/t1': () => {
        items = [];
        return json(204);
      },
    });
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Task 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete task' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete “Task 1”?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/workspace/projects/p1/tasks/t1')).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete task' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete “Task 1”?' })).getByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/workspace/projects/p1/tasks/t1')).toHaveLength(1);
  });
});
