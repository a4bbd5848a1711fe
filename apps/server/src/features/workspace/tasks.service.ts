import {
  MY_TASKS_MAX,
  TASKS_PER_PROJECT_MAX,
  type MyWorkspaceTasks,
  type WorkspaceTask,
  type WorkspaceTaskInput,
  type WorkspaceTasks,
} from '@skilllink/contracts/workspace';
import type { z } from 'zod';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import { recordActivity, recordStatusChange } from './activity.service.js';
import { toTask } from './workspace.presenter.js';
import * as milestonesRepo from './milestones.repository.js';
import * as repo from './workspace.repository.js';
import type { WorkspaceDeps } from './workspace.service.js';

// A project's tasks (issue 23 item 3). The route's role is checked before (policy.ts).

type TaskInput = z.output<typeof WorkspaceTaskInput>;

const taskNotFound = () => new AppError(404, 'workspace_task_not_found', 'Task not found');
export const taskChanged = (name: string) =>
  new AppError(409, 'workspace_task_changed', `${name} updated this task meanwhile: reload it to see their change`, undefined, {
    params: { name },
  });

export async function myTasks(deps: WorkspaceDeps, me: string): Promise<MyWorkspaceTasks> {
  const rows = await repo.openTasksOf(deps.db, me, MY_TASKS_MAX);
  return { items: rows.map((row) => ({ ...toTask(row), projectTitle: row.projectTitle })) };
}

export async function tasks(deps: WorkspaceDeps, projectId: string): Promise<WorkspaceTasks> {
  return { items: (await repo.tasksOf(deps.db, projectId, TASKS_PER_PROJECT_MAX)).map(toTask) };
}

/** The assignee must be on the team (accepted); null leaves the task unassigned. */
async function checkedAssignee(db: DB, projectId: string, wanted: string | null): Promise<string | null> {
  if (wanted === null) return null;
  const row = await repo.memberRow(db, projectId, wanted);
  if (!row || row.acceptedAt === null) throw new AppError(400, 'workspace_assignee', 'Assign the task to someone on the project');
  return wanted;
}

/** Tells a task's new assignee (not someone assigning themselves), inside the change's transaction. */
async function tellAssignee(trx: DB, me: string, task: { id: string; projectId: string; title: string }, assigneeId: string | null) {
  if (assigneeId === null || assigneeId === me) return null;
  await notify(trx, {
    userId: assigneeId,
    type: 'other',
    kind: 'workspace.task_assigned',
    params: { taskTitle: task.title, projectTitle: await repo.projectTitle(trx, task.projectId), actorName: await repo.nameOf(trx, me) },
    data: { projectId: task.projectId, taskId: task.id },
  });
  return assigneeId;
}

/** The milestone must be one of this project's. */
async function checkedMilestone(db: DB, projectId: string, milestoneId: string | null): Promise<string | null> {
  if (milestoneId === null) return null;
  if (!(await milestonesRepo.milestoneOf(db, projectId, milestoneId))) {
    throw new AppError(400, 'workspace_milestone_unknown', 'Choose a milestone of this project');
  }
  return milestoneId;
}

/** What a save writes as the editor sent it. */
const editable = (input: TaskInput) => ({
  title: input.title,
  description: input.description,
  status: input.status,
  priority: input.priority,
  dueDate: input.dueDate,
  tags: JSON.stringify(input.tags),
  progress: input.progress,
});

export async function createTask(deps: WorkspaceDeps, me: string, projectId: string, input: TaskInput): Promise<WorkspaceTask> {
  const id = newId();
  const now = deps.now().toISOString();
  const told = await deps.db.transaction().execute(async (trx) => {
    if ((await repo.taskTotal(trx, projectId)) >= TASKS_PER_PROJECT_MAX) {
      throw new AppError(409, 'workspace_task_limit', `A project holds at most ${TASKS_PER_PROJECT_MAX} tasks`, undefined, {
        params: { max: TASKS_PER_PROJECT_MAX },
      });
    }
    // Absent: the creator (spec §4).
    const assigneeId = await checkedAssignee(trx, projectId, input.assigneeId === undefined ? me : input.assigneeId);
    await repo.insertTask(trx, {
      id,
      projectId,
      ...editable(input),
      assigneeId,
      milestoneId: await checkedMilestone(trx, projectId, input.milestoneId),
      completedAt: input.status === 'completed' ? now : null,
      // New tasks go to the bottom of their column, as on a Trello board.
      position: await repo.endOf(trx, projectId, input.status),
      createdBy: me,
      updatedBy: me,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await repo.updateProject(trx, projectId, { updatedAt: now });
    await recordActivity(trx, { projectId, actorId: me, kind: 'task_created', params: { taskTitle: input.title }, at: now });
    return tellAssignee(trx, me, { id, projectId, title: input.title }, assigneeId);
  });
  if (told) await deps.caches.memberChanged(told);
  return toTask((await repo.taskOf(deps.db, projectId, id))!);
}

/** Saves the whole task; completing stamps the completed date, reopening clears it (spec §4). */
export async function updateTask(
  deps: WorkspaceDeps,
  me: string,
  projectId: string,
  taskId: string,
  input: TaskInput,
): Promise<WorkspaceTask> {
  const now = deps.now().toISOString();
  const told = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.taskOf(trx, projectId, taskId);
    if (!before) throw taskNotFound();
    // Absent: unchanged.
    const assigneeId = await checkedAssignee(trx, projectId, input.assigneeId === undefined ? before.assigneeId : input.assigneeId);
    const milestoneId = await checkedMilestone(trx, projectId, input.milestoneId);
    // A save names the version it started from (the last one when it does not): a task saved
    // meanwhile is refused with who saved it, so nobody's change is lost without a word (ADR 056).
    const saved = await repo.updateTask(trx, taskId, input.version ?? before.version, {
      ...editable(input),
      assigneeId,
      milestoneId,
      ...(await statusColumns(trx, before, input.status, now)),
      updatedBy: me,
      updatedAt: now,
    });
    if (!saved) throw taskChanged(`${before.editorFirstName ?? ''} ${before.editorLastName ?? ''}`.trim());
    await repo.updateProject(trx, projectId, { updatedAt: now });
    await recordStatusChange(trx, me, { projectId, title: input.title, milestoneId }, before.status, input.status, now);
    return assigneeId === before.assigneeId ? null : tellAssignee(trx, me, { id: taskId, projectId, title: input.title }, assigneeId);
  });
  if (told) await deps.caches.memberChanged(told);
  return toTask((await repo.taskOf(deps.db, projectId, taskId))!);
}

/**
 * The columns a change of status writes: completing stamps the completed date (kept while it
 * stays completed), reopening clears it (spec §4); a task that changes column goes to the
 * bottom of its new one.
 */
export async function statusColumns(db: DB, before: repo.TaskRow, status: string, now: string) {
  const kept = before.status === 'completed' && before.completedAt !== null ? toIso(before.completedAt) : now;
  const completedAt = status === 'completed' ? kept : null;
  if (status === before.status) return { status, completedAt };
  return { status, completedAt, position: await repo.endOf(db, before.projectId, status) };
}

export async function deleteTask(deps: WorkspaceDeps, projectId: string, taskId: string): Promise<void> {
  const row = await repo.taskOf(deps.db, projectId, taskId);
  if (!row) throw taskNotFound();
  await repo.deleteTask(deps.db, taskId);
}
