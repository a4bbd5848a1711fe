import { describe, expect, it } from 'vitest';
import { columnOf, dropDestination, isMove, menuDestination, previewMove } from './board-moves';
import { filterTasks, groupByStatus, placeTask } from './task-model';
import { task } from './test-fixtures';

const tasks = [
  task(1),
  task(2),
  task(3),
  task(4, { status: 'in_progress' }),
  task(5, { status: 'completed', completedAt: '2026-11-02T00:00:00.000Z' }),
];
const columns = groupByStatus(tasks);
const byId = (id: string) => tasks.find((t) => t.id === id)!;

describe('where a card lands', () => {
  it('within a column: down lands after the card it is over, up before it', () => {
    expect(dropDestination(columns, byId('t1'), { status: 'pending', taskId: 't3' }, false)).toEqual({ status: 'pending', afterId: 't3' });
    expect(dropDestination(columns, byId('t3'), { status: 'pending', taskId: 't1' }, false)).toEqual({ status: 'pending', afterId: null });
    expect(dropDestination(columns, byId('t3'), { status: 'pending', taskId: 't2' }, true)).toEqual({ status: 'pending', afterId: 't1' });
  });

  it('into another column: before or after the card by where it was let go; on empty space at the end', () => {
    expect(dropDestination(columns, byId('t1'), { status: 'in_progress', taskId: 't4' }, false)).toEqual({
      status: 'in_progress',
      afterId: null,
    });
    expect(dropDestination(columns, byId('t1'), { status: 'in_progress', taskId: 't4' }, true)).toEqual({
      status: 'in_progress',
      afterId: 't4',
    });
    expect(dropDestination(columns, byId('t1'), { status: 'completed', taskId: null }, false)).toEqual({
      status: 'completed',
      afterId: 't5',
    });
  });

  it('by the menu: up, down, or the end of another column; a drop in place is no move', () => {
    expect(menuDestination(columns, byId('t3'), { kind: 'up' })).toEqual({ status: 'pending', afterId: 't1' });
    expect(menuDestination(columns, byId('t2'), { kind: 'up' })).toEqual({ status: 'pending', afterId: null });
    expect(menuDestination(columns, byId('t1'), { kind: 'down' })).toEqual({ status: 'pending', afterId: 't2' });
    expect(menuDestination(columns, byId('t2'), { kind: 'column', status: 'in_progress' })).toEqual({
      status: 'in_progress',
      afterId: 't4',
    });
    expect(isMove(columns, byId('t2'), { status: 'pending', afterId: 't1' })).toBe(false);
  });

  it('shows a card dragged over another column in it, so that column makes room; the drop lands there', () => {
    const ids = (list: { id: string }[]) => list.map((t) => t.id);
    const over = previewMove(columns, byId('t1'), { status: 'in_progress', taskId: 't4' }, false);
    expect(ids(over.in_progress)).toEqual(['t1', 't4']);
    expect(ids(over.pending)).toEqual(['t2', 't3']);
    expect(over.completed).toBe(columns.completed); // untouched columns keep their array
    expect(columnOf(over, 't1')).toBe('in_progress');
    expect(ids(previewMove(columns, byId('t1'), { status: 'in_progress', taskId: 't4' }, true).in_progress)).toEqual(['t4', 't1']);
    // Over another column's empty space: its end; on to a third column, it leaves the second.
    const further = previewMove(over, byId('t1'), { status: 'completed', taskId: null }, false);
    expect(ids(further.completed)).toEqual(['t5', 't1']);
    expect(ids(further.in_progress)).toEqual(['t4']);
    // Let go where shown: after the card above it there.
    const shown = { ...byId('t1'), status: 'in_progress' as const };
    expect(dropDestination(over, shown, { status: 'in_progress', taskId: 't1' }, false)).toEqual({ status: 'in_progress', afterId: null });
    expect(dropDestination(further, { ...shown, status: 'completed' }, { status: 'completed', taskId: null }, false)).toEqual({
      status: 'completed',
      afterId: 't5',
    });
  });

  it('places a task optimistically between its new neighbours and stamps completion', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    const moved = groupByStatus(placeTask(tasks, 't3', 'pending', 't1', now));
    expect(moved.pending.map((t) => t.id)).toEqual(['t1', 't3', 't2']);
    const done = placeTask(tasks, 't1', 'completed', 't5', now).find((t) => t.id === 't1')!;
    expect(done).toMatchObject({ status: 'completed', completedAt: now.toISOString() });
    expect(placeTask(tasks, 't5', 'pending', null, now).find((t) => t.id === 't5')?.completedAt).toBeNull();
  });

  it('filters "this week" from today to Sunday, and never calls a completed task overdue', () => {
    const wednesday = new Date(2026, 11, 2, 12);
    const dated = [
      task(1, { dueDate: '2026-12-06' }),
      task(2, { dueDate: '2026-12-07' }),
      task(3, { dueDate: '2026-12-01' }),
      task(4, { dueDate: '2026-11-30', status: 'completed' }),
    ];
    const pick = (due: 'week' | 'overdue') =>
      filterTasks(dated, { assignee: null, status: null, milestone: null, due }, 'me', wednesday).map((t) => t.id);
    expect(pick('week')).toEqual(['t1']);
    expect(pick('overdue')).toEqual(['t3']);
  });
});
