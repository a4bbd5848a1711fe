import type { WorkspaceMilestones, WorkspaceTask, WorkspaceTaskInput, WorkspaceTasks } from '@skilllink/contracts/workspace';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, projectPath, workspaceKeys } from '../api/keys';

// A project's tasks (issue 23 item 3): one list per project, ordered by `position` inside each
// status. Writes keep the server's answer in that list at once, then refresh the project
// (progress, milestones, my tasks) through invalidateProject.

export const tasksPath = (projectId: string) => `${projectPath(projectId)}/tasks`;
export const taskPath = (projectId: string, taskId: string) => `${tasksPath(projectId)}/${encodeURIComponent(taskId)}`;

export const tasksQuery = (projectId: string) =>
  queryOptions({
    queryKey: workspaceKeys.tasks(projectId),
    queryFn: ({ signal }) => api<WorkspaceTasks>(tasksPath(projectId), { signal }),
  });

export const useTasks = (projectId: string) => useQuery(tasksQuery(projectId));

export const milestonesQuery = (projectId: string) =>
  queryOptions({
    queryKey: workspaceKeys.milestones(projectId),
    queryFn: ({ signal }) => api<WorkspaceMilestones>(`${projectPath(projectId)}/milestones`, { signal }),
  });

export const useMilestones = (projectId: string) => useQuery(milestonesQuery(projectId));

/** Changes the kept list in place (no copy when nothing is kept yet). */
export function updateTasks(queryClient: QueryClient, projectId: string, change: (items: WorkspaceTask[]) => WorkspaceTask[]) {
  queryClient.setQueryData<WorkspaceTasks>(workspaceKeys.tasks(projectId), (data) => (data ? { items: change(data.items) } : data));
}

/** The server's copy of one task replaces ours (or joins the list when new). */
function keepTask(queryClient: QueryClient, projectId: string, task: WorkspaceTask) {
  updateTasks(queryClient, projectId, (items) =>
    items.some((t) => t.id === task.id) ? items.map((t) => (t.id === task.id ? task : t)) : [...items, task],
  );
}

export function useCreateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkspaceTaskInput) => api<WorkspaceTask>(tasksPath(projectId), { method: 'POST', body: input }),
    onSuccess: (task) => {
      keepTask(queryClient, projectId, task);
      void invalidateProject(queryClient, projectId);
    },
  });
}

/** PUT the whole task with the version the editor started from (409 workspace_task_changed when stale). */
export function useSaveTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: WorkspaceTaskInput }) =>
      api<WorkspaceTask>(taskPath(projectId, taskId), { method: 'PUT', body: input }),
    onSuccess: (task) => {
      keepTask(queryClient, projectId, task);
      void invalidateProject(queryClient, projectId);
    },
  });
}

export function useDeleteTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api<void>(taskPath(projectId, taskId), { method: 'DELETE' }),
    onSuccess: (_data, taskId) => {
      updateTasks(queryClient, projectId, (items) => items.filter((t) => t.id !== taskId));
      void invalidateProject(queryClient, projectId);
    },
  });
}

/** The freshest copy of one task, read from the server now (the 409 "Reload the task"). */
export async function fetchFreshTask(queryClient: QueryClient, projectId: string, taskId: string) {
  const data = await queryClient.fetchQuery({ ...tasksQuery(projectId), staleTime: 0 });
  return data.items.find((t) => t.id === taskId) ?? null;
}
