import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_MEMBER_KEY } from '../../../lib/offline-data';
import { flushWrites, resetWriteQueues } from '../../../lib/write-queue';
import { json, stubApi } from '../../../test/fetch-stub';
import { renderTasks, tabApi, task } from './test-fixtures';

const MOVE = (id: string) => `POST /api/v1/workspace/projects/p1/tasks/${id}/move`;

describe('the done checkbox offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    resetWriteQueues();
  });

  it('sets the state at once, says it waits, and sends the state (not a toggle) once on reconnect', async () => {
    window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'me' }));
    let items = [task(1), task(2, { status: 'completed', completedAt: '2026-11-02T10:00:00.000Z' })];
    const api = stubApi({
      ...tabApi(() => items),
      [MOVE('t1')]: (call) => {
        const { status } = call.body as { status: 'completed' };
        items = items.map((t) => (t.id === 't1' ? { ...t, status, completedAt: '2026-11-05T10:00:00.000Z' } : t));
        return json(200, items[0]);
      },
    });
    const { user } = renderTasks();
    const box = await screen.findByRole('checkbox', { name: 'Mark “Task 1” as completed' });
    onlineManager.setOnline(false);
    await user.click(box);
    expect(await screen.findByRole('checkbox', { name: 'Mark “Task 1” as pending' })).toBeChecked();
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
    expect(api.callsTo(MOVE('t1'))).toEqual([]);
    // Kept on the device (a reload keeps it) as the state to set.
    expect(JSON.parse(window.localStorage.getItem('sl-writes:me')!)).toMatchObject([
      { kind: 'workspace.task-status', payload: { method: 'POST', body: { status: 'completed', afterId: null } } },
    ]);

    onlineManager.setOnline(true);
    await flushWrites();
    expect(api.callsTo(MOVE('t1')).map((c) => c.body)).toEqual([{ status: 'completed', afterId: null }]);
    await screen.findByRole('checkbox', { name: 'Mark “Task 1” as pending' });
    expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument();
    await flushWrites();
    expect(api.callsTo(MOVE('t1'))).toHaveLength(1);
  });
});
