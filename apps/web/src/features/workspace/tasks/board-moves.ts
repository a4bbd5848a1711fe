import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import type { MoveTarget } from './move-menu';
import type { TaskColumns } from './task-model';

// Where a card lands, as the server's move wants it: a status and the card now above it.

export interface Destination {
  status: TaskStatusName;
  afterId: string | null;
}

/** The card above `task` in its column now (null at the top). */
function currentAfter(columns: TaskColumns, task: WorkspaceTask): string | null {
  const column = columns[task.status];
  const index = column.findIndex((t) => t.id === task.id);
  return index > 0 ? (column[index - 1]?.id ?? null) : null;
}

/** Leaves out moves that change nothing (dropped where it was). */
export function isMove(columns: TaskColumns, task: WorkspaceTask, to: Destination): boolean {
  return to.status !== task.status || to.afterId !== currentAfter(columns, task);
}

/** "Move to…": up or down one card, or to the end of another column. */
export function menuDestination(columns: TaskColumns, task: WorkspaceTask, target: MoveTarget): Destination {
  const column = columns[task.status];
  const index = column.findIndex((t) => t.id === task.id);
  if (target.kind === 'up') return { status: task.status, afterId: index >= 2 ? (column[index - 2]?.id ?? null) : null };
  if (target.kind === 'down') return { status: task.status, afterId: column[index + 1]?.id ?? currentAfter(columns, task) };
  return { status: target.status, afterId: columns[target.status].at(-1)?.id ?? null };
}

/**
 * A drop: on a column's empty space → its end; on a card of the same column → where the
 * sortable list showed it (before or after that card depending on the direction moved); on a
 * card of another column → before it, or after it when the card was let go below its middle.
 */
export function dropDestination(
  columns: TaskColumns,
  task: WorkspaceTask,
  over: { status: TaskStatusName; taskId: string | null },
  droppedBelowMiddle: boolean,
): Destination {
  const column = columns[over.status].filter((t) => t.id !== task.id);
  if (over.taskId === null || over.taskId === task.id) {
    if (over.taskId === task.id) return { status: task.status, afterId: currentAfter(columns, task) };
    return { status: over.status, afterId: column.at(-1)?.id ?? null };
  }
  const overIndex = column.findIndex((t) => t.id === over.taskId);
  if (over.status === task.status) {
    // The sortable strategy shifts cards between the old and new place: moving down lands after
    // the card it is over, moving up lands before it.
    const oldIndex = columns[task.status].findIndex((t) => t.id === task.id);
    const fullOverIndex = columns[task.status].findIndex((t) => t.id === over.taskId);
    const after = fullOverIndex > oldIndex ? over.taskId : (column[overIndex - 1]?.id ?? null);
    return { status: task.status, afterId: after };
  }
  return { status: over.status, afterId: droppedBelowMiddle ? over.taskId : (column[overIndex - 1]?.id ?? null) };
}

/** The column that holds the card with this id (a dragged card may be shown in another one). */
export function columnOf(columns: TaskColumns, id: string): TaskStatusName | undefined {
  return (Object.keys(columns) as TaskStatusName[]).find((status) => columns[status].some((t) => t.id === id));
}

/**
 * A card dragged over another column is shown in it, so the cards there make room: before the
 * card it is over (after it when below that card's middle), or at the end over empty space.
 * Only the two columns involved become new arrays (the others' memoised columns stay put).
 */
export function previewMove(
  columns: TaskColumns,
  task: WorkspaceTask,
  over: { status: TaskStatusName; taskId: string | null },
  belowMiddle: boolean,
): TaskColumns {
  const from = columnOf(columns, task.id);
  const target = columns[over.status].filter((t) => t.id !== task.id);
  const overIndex = over.taskId === null ? -1 : target.findIndex((t) => t.id === over.taskId);
  const at = overIndex < 0 ? target.length : overIndex + (belowMiddle ? 1 : 0);
  target.splice(at, 0, task);
  const next = { ...columns, [over.status]: target };
  if (from && from !== over.status) next[from] = columns[from].filter((t) => t.id !== task.id);
  return next;
}
