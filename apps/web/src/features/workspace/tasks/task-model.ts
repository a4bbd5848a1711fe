import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, type TaskStatusName } from '@skilllink/contracts/workspace-constants';

// Pure task helpers: grouping, filtering, dates and the place a move lands. No React here, so
// the board's first render only pays for what it draws and these are tested on their own.

export type TaskColumns = Record<TaskStatusName, WorkspaceTask[]>;

/** The board's columns, each in `position` order (the server's order, kept by optimistic moves). */
export function groupByStatus(tasks: readonly WorkspaceTask[]): TaskColumns {
  const columns: TaskColumns = { pending: [], in_progress: [], completed: [] };
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort((a, b) => a.position - b.position);
  return columns;
}

/** YYYY-MM-DD of a day in the member's own time zone (due dates are calendar days, not instants). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today and the Sunday that ends this week (weeks run Monday to Sunday, ISO 8601). */
export function weekBounds(now: Date): { today: string; weekEnd: string } {
  const end = new Date(now);
  end.setDate(now.getDate() + ((7 - now.getDay()) % 7));
  return { today: localDay(now), weekEnd: localDay(end) };
}

/** Late: a due day before today on a task not completed. */
export function isOverdue(task: Pick<WorkspaceTask, 'dueDate' | 'status'>, today: string): boolean {
  return task.dueDate !== null && task.status !== 'completed' && task.dueDate < today;
}

export type DueFilter = 'overdue' | 'week' | 'none';
export const DUE_FILTERS: readonly DueFilter[] = ['overdue', 'week', 'none'];

export interface TaskFilters {
  /** A member's id, "me", "unassigned", or null for anyone. */
  assignee: string | null;
  status: TaskStatusName | null;
  /** A milestone's id, "none" for tasks outside every milestone, or null for any. */
  milestone: string | null;
  due: DueFilter | null;
}

export const hasFilters = (f: TaskFilters) => f.assignee !== null || f.status !== null || f.milestone !== null || f.due !== null;

/** The tasks the filters let through, in the order given. */
export function filterTasks(tasks: readonly WorkspaceTask[], f: TaskFilters, myId: string | undefined, now: Date): WorkspaceTask[] {
  if (!hasFilters(f)) return tasks as WorkspaceTask[];
  const { today, weekEnd } = weekBounds(now);
  const assignee = f.assignee === 'me' ? (myId ?? '') : f.assignee;
  return tasks.filter((task) => {
    if (assignee !== null && (assignee === 'unassigned' ? task.assignee !== null : task.assignee?.id !== assignee)) return false;
    if (f.status !== null && task.status !== f.status) return false;
    if (f.milestone !== null && (f.milestone === 'none' ? task.milestoneId !== null : task.milestoneId !== f.milestone)) return false;
    if (f.due === 'none') return task.dueDate === null;
    if (f.due === 'overdue') return isOverdue(task, today);
    if (f.due === 'week') return task.dueDate !== null && task.dueDate >= today && task.dueDate <= weekEnd;
    return true;
  });
}

/**
 * Puts a task into `status` right after `afterId` (null: at the top) in a copy of the list, the
 * way the server will: a position between its new neighbours; completing stamps the day.
 */
export function placeTask(tasks: readonly WorkspaceTask[], taskId: string, status: TaskStatusName, afterId: string | null, now: Date) {
  const column = groupByStatus(tasks.filter((t) => t.id !== taskId))[status];
  const afterIndex = afterId === null ? -1 : column.findIndex((t) => t.id === afterId);
  const before = column[afterIndex];
  const next = column[afterIndex + 1];
  const position = before && next ? (before.position + next.position) / 2 : before ? before.position + 1 : next ? next.position - 1 : 0;
  return tasks.map((task) => {
    if (task.id !== taskId) return task;
    const completedAt = status === 'completed' ? (task.status === 'completed' ? task.completedAt : now.toISOString()) : null;
    return { ...task, status, position, completedAt };
  });
}

/** The task a card lands after when it goes to the end of a column (the checkbox, "Move to…"). */
export function lastIn(columns: TaskColumns, status: TaskStatusName, exceptId: string): string | null {
  const column = columns[status].filter((t) => t.id !== exceptId);
  return column.at(-1)?.id ?? null;
}
