import type { MoveTaskInput, WorkspaceTask } from '@skilllink/contracts/workspace';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { recordStatusChange } from './activity.service.js';
import { statusColumns, taskChanged } from './tasks.service.js';
import { toTask } from './workspace.presenter.js';
import * as repo from './workspace.repository.js';
import type { WorkspaceDeps } from './workspace.service.js';

// A drag on the board (issue 23 item 3): a task into a column, right after another. Places are
// numbers between the neighbours', so a move writes one row; when two neighbours get too close
// for a number between them (after ~50 moves into one gap) the column is renumbered once.

const MIN_GAP = 1e-9;

const notHere = () => new AppError(400, 'workspace_move_target', 'Drop the task next to a task of that column');

/** The place between `afterId` and the task that follows it in the column (null: the top). */
async function placeIn(db: DB, projectId: string, taskId: string, move: MoveTaskInput): Promise<number> {
  let column = await repo.columnOf(db, projectId, move.status, taskId);
  const at = move.afterId === null ? -1 : column.findIndex((t) => t.id === move.afterId);
  if (at === -1 && move.afterId !== null) throw notHere();
  const between = () => {
    const before = at >= 0 ? Number(column[at]!.position) : undefined;
    const after = column[at + 1] ? Number(column[at + 1]!.position) : undefined;
    if (before === undefined) return after === undefined ? 1 : after - 1;
    return after === undefined ? before + 1 : (before + after) / 2;
  };
  const place = between();
  const tooClose = [column[at], column[at + 1]].some((t) => t && Math.abs(Number(t.position) - place) < MIN_GAP);
  if (!tooClose) return place;
  await Promise.all(column.map((t, i) => repo.placeTask(db, t.id, i + 1)));
  column = column.map((t, i) => ({ ...t, position: i + 1 }));
  return between();
}

/** Moves a task (a status change like any other: it stamps or clears the completed date). */
export async function moveTask(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  taskId: string,
  move: MoveTaskInput,
): Promise<WorkspaceTask> {
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.taskOf(trx, projectId, taskId);
    if (!before) throw new AppError(404, 'workspace_task_not_found', 'Task not found');
    const position = await placeIn(trx, projectId, taskId, move);
    const { status, completedAt } = await statusColumns(trx, before, move.status, now);
    // A move is the last word on where the task is (nothing typed can be lost by it), so it
    // does not wait for a version; it does move the version on, so an editor open elsewhere
    // learns that the task changed before saving over it.
    const saved = await repo.updateTask(trx, taskId, before.version, { status, completedAt, position, updatedBy: me, updatedAt: now });
    if (!saved) throw taskChanged(`${before.editorFirstName ?? ''} ${before.editorLastName ?? ''}`.trim());
    await repo.updateProject(trx, projectId, { updatedAt: now });
    await recordStatusChange(trx, me, before, before.status, move.status, now);
  });
  return toTask((await repo.taskOf(deps.db, projectId, taskId))!);
}
