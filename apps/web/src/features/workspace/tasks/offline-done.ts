import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useQueuedWrites, useWriteQueue } from '../../../lib/use-write-queue';
import { currentWriteQueue, onWriteSettled } from '../../../lib/write-queue';
import { invalidateProject } from '../api/keys';
import { taskPath, updateTasks } from './api';
import { placeTask } from './task-model';

// The done checkbox offline (issue 28 §2, ADR 075): the state the member chose is kept in the
// write queue and sent when the server answers again. The request sets a status (a replay is
// harmless) at the top of that column: the task named as its neighbour then may be gone by then.

export const TASK_DONE = 'workspace.task-status';

export const isOffline = () => !onlineManager.isOnline();

const movePath = (projectId: string, taskId: string) => `${taskPath(projectId, taskId)}/move`;

/** Keeps the new state to send later, and shows it at once. A second change of the same task replaces the first. */
export function queueTaskStatus(
  queryClient: ReturnType<typeof useQueryClient>,
  projectId: string,
  task: WorkspaceTask,
  status: TaskStatusName,
) {
  const path = movePath(projectId, task.id);
  currentWriteQueue().add(
    TASK_DONE,
    { method: 'POST', path, body: { status, afterId: null } },
    { replaces: (e) => e.payload.path === path },
  );
  updateTasks(queryClient, projectId, (items) => placeTask(items, task.id, status, null, new Date()));
}

/**
 * The project's tasks whose change waits to be sent (their rows say "Waiting to sync"); sends
 * what waits, and refreshes the project once the server took a change (or refused it: the
 * server's state comes back and a toast says why).
 */
export function useWaitingTasks(projectId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  useWriteQueue();
  useEffect(
    () =>
      onWriteSettled(({ entry }) => {
        if (entry.kind === TASK_DONE && entry.payload.path.startsWith(`${taskPath(projectId, '')}`))
          void invalidateProject(queryClient, projectId);
      }),
    [queryClient, projectId],
  );
  const entries = useQueuedWrites();
  return useMemo(() => {
    const prefix = taskPath(projectId, '');
    const ids = entries
      .filter((e) => e.kind === TASK_DONE && e.payload.path.startsWith(prefix))
      .map((e) => decodeURIComponent(e.payload.path.slice(prefix.length, -'/move'.length)));
    return new Set(ids);
  }, [entries, projectId]);
}
