import type { WorkspaceMilestone, WorkspaceMilestoneInput, WorkspaceMilestones } from '@skilllink/contracts/workspace';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, projectPath, workspaceKeys } from '../api/keys';

// A project's milestones: their status and progress come from their tasks, computed by the server.

const milestonesPath = (projectId: string) => `${projectPath(projectId)}/milestones`;

export const milestonesQuery = (projectId: string) =>
  queryOptions({
    queryKey: workspaceKeys.milestones(projectId),
    queryFn: ({ signal }) => api<WorkspaceMilestones>(milestonesPath(projectId), { signal }),
  });

export const useMilestones = (projectId: string) => useQuery(milestonesQuery(projectId));

/** Adds a milestone (no id) or saves one; the project's answers are read again (tasks name their milestone). */
export function useSaveMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, milestoneId, input }: { projectId: string; milestoneId?: string; input: WorkspaceMilestoneInput }) =>
      milestoneId
        ? api<WorkspaceMilestone>(`${milestonesPath(projectId)}/${encodeURIComponent(milestoneId)}`, { method: 'PUT', body: input })
        : api<WorkspaceMilestone>(milestonesPath(projectId), { method: 'POST', body: input }),
    onSuccess: (_milestone, { projectId }) => invalidateProject(queryClient, projectId),
  });
}

/** Deletes a milestone; its tasks stay, unlinked, so the tasks are read again too. */
export function useDeleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, milestoneId }: { projectId: string; milestoneId: string }) =>
      api<void>(`${milestonesPath(projectId)}/${encodeURIComponent(milestoneId)}`, { method: 'DELETE' }),
    onSuccess: (_data, { projectId }) => invalidateProject(queryClient, projectId),
  });
}
