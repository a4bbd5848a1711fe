import type { MoveTaskInput, WorkspaceTask } from '@skilllink/contracts/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, workspaceKeys } from '../api/keys';
import { taskPath, updateTasks } from './api';
import { placeTask } from './task-model';

type Placement = Pick<WorkspaceTask, 'status' | 'position' | 'completedAt'>;
const placementOf = ({ status, position, completedAt }: WorkspaceTask): Placement => ({ status, position, completedAt });

export interface MoveVars extends MoveTaskInput {
  taskId: string;
}

/**
 * A board drag, the checkbox or "Move to…": the card is in its new place at once. On failure
 * exactly that change is undone (the task's old status, position and completed date, if
 * nothing moved it since), not a snapshot of the whole list that would drop others' changes.
 */
export function useMoveTask(projectId: string) {
  const queryClient = useQueryClient();
  const key = workspaceKeys.tasks(projectId);
  return useMutation({
    mutationFn: ({ taskId, status, afterId }: MoveVars) =>
      api<WorkspaceTask>(`${taskPath(projectId, taskId)}/move`, { method: 'POST', body: { status, afterId } }),
    onMutate: async ({ taskId, status, afterId }) => {
      // A refetch already under way would land with the old order over the optimistic one.
      await queryClient.cancelQueries({ queryKey: key });
      let before: Placement | undefined;
      let after: Placement | undefined;
      updateTasks(queryClient, projectId, (items) => {
        const task = items.find((t) => t.id === taskId);
        if (!task) return items;
        before = placementOf(task);
        const next = placeTask(items, taskId, status, afterId, new Date());
        after = placementOf(next.find((t) => t.id === taskId) ?? task);
        return next;
      });
      return { before, after };
    },
    onError: (_error, { taskId }, context) => {
      const { before, after } = context ?? {};
      if (!before || !after) return;
      updateTasks(queryClient, projectId, (items) =>
        items.map((t) => (t.id === taskId && t.status === after.status && t.position === after.position ? { ...t, ...before } : t)),
      );
    },
    onSuccess: (task) => updateTasks(queryClient, projectId, (items) => items.map((t) => (t.id === task.id ? task : t))),
    onSettled: () => invalidateProject(queryClient, projectId),
  });
}
