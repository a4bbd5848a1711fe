import type { QueryClient } from '@tanstack/react-query';

/**
 * Every workspace answer lives under ['workspace', …]; a project's own answers carry its id
 * third (['workspace', 'tasks', projectId]), so one change can refresh exactly that project.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  projects: () => ['workspace', 'projects'] as const,
  project: (projectId: string) => ['workspace', 'project', projectId] as const,
  tasks: (projectId: string) => ['workspace', 'tasks', projectId] as const,
  milestones: (projectId: string) => ['workspace', 'milestones', projectId] as const,
  activity: (projectId: string) => ['workspace', 'activity', projectId] as const,
  team: (projectId: string) => ['workspace', 'team', projectId] as const,
  myTasks: () => ['workspace', 'my-tasks'] as const,
};

export const projectsPath = '/api/v1/workspace/projects';
export const projectPath = (projectId: string) => `${projectsPath}/${encodeURIComponent(projectId)}`;

/**
 * Something in a project changed (here or, told live, elsewhere): its answers, the project
 * list (progress, order) and my tasks are read again; other projects' answers are kept.
 */
export function invalidateProject(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'workspace' && (queryKey[1] === 'projects' || queryKey[1] === 'my-tasks' || queryKey[2] === projectId),
  });
}

/** A workspace notice arrived (an invitation, a task for me): the lists are read again. */
export const invalidateWorkspaceLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'workspace' && (queryKey[1] === 'projects' || queryKey[1] === 'my-tasks'),
  });
