import type { WorkspaceProject, WorkspaceProjectInput, WorkspaceProjects } from '@skilllink/contracts/workspace';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, projectPath, projectsPath, workspaceKeys } from './keys';

export const projectsQuery = () =>
  queryOptions({ queryKey: workspaceKeys.projects(), queryFn: ({ signal }) => api<WorkspaceProjects>(projectsPath, { signal }) });

/** My projects (accepted) and the invitations I have not answered. */
export const useProjects = () => useQuery(projectsQuery());

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: workspaceKeys.project(projectId),
    queryFn: ({ signal }) => api<WorkspaceProject>(projectPath(projectId), { signal }),
  });

export const useProject = (projectId: string) => useQuery(projectQuery(projectId));

/** Keeps the answer the server gave after a change as the project's copy, and refreshes the list. */
function useProjectWrite<V>(write: (vars: V) => Promise<WorkspaceProject>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (project) => {
      queryClient.setQueryData(workspaceKeys.project(project.id), project);
      void invalidateProject(queryClient, project.id);
    },
  });
}

export const useCreateProject = () =>
  useProjectWrite((input: WorkspaceProjectInput) => api<WorkspaceProject>(projectsPath, { method: 'POST', body: input }));

export const useSaveProject = () =>
  useProjectWrite(({ projectId, input }: { projectId: string; input: WorkspaceProjectInput }) =>
    api<WorkspaceProject>(projectPath(projectId), { method: 'PUT', body: input }),
  );

export const useArchiveProject = () =>
  useProjectWrite(({ projectId, archived }: { projectId: string; archived: boolean }) =>
    api<WorkspaceProject>(`${projectPath(projectId)}/archive`, { method: 'POST', body: { archived } }),
  );

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api<void>(projectPath(projectId), { method: 'DELETE' }),
    onSuccess: (_data, projectId) => {
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'workspace' && queryKey[2] === projectId });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.projects() });
    },
  });
}

/** Accept (join the team) or decline an invitation. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, accept }: { projectId: string; accept: boolean }) =>
      api<void>(`/api/v1/workspace/invitations/${encodeURIComponent(projectId)}`, { method: 'POST', body: { accept } }),
    onSuccess: (_data, { projectId }) => invalidateProject(queryClient, projectId),
  });
}

/** Leave a project (the last lead cannot: the server says so). */
export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api<void>(`${projectPath(projectId)}/membership`, { method: 'DELETE' }),
    onSuccess: (_data, projectId) => {
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'workspace' && queryKey[2] === projectId });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.projects() });
    },
  });
}
