import type { WorkspaceFiles } from '@skilllink/contracts/workspace-files';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, projectPath } from '../api/keys';

// A project's files. Uploads go through upload.ts (XHR, for their progress); the list and
// deleting through the one api client.

export const filesPath = (projectId: string) => `${projectPath(projectId)}/files`;
/** Under the project's id, third: a change to the project (here or told live) reads them again. */
export const filesKey = (projectId: string) => ['workspace', 'files', projectId] as const;

export const filesQuery = (projectId: string) =>
  queryOptions({
    queryKey: filesKey(projectId),
    queryFn: ({ signal }) => api<WorkspaceFiles>(filesPath(projectId), { signal }),
    // Each download link lasts five minutes: the list is read again before they run out.
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });

export const useFiles = (projectId: string) => useQuery(filesQuery(projectId));

/** Whether a signed link runs out within 30 seconds (its `expires` is in Unix seconds). */
export function linkExpiring(url: string, now = Date.now()): boolean {
  const expires = Number(new URL(url, 'http://localhost').searchParams.get('expires'));
  return !Number.isFinite(expires) || expires * 1000 - now < 30_000;
}

/** The file's link as the server signs it now (the list read again), for a download that must not fail. */
export async function freshLink(queryClient: QueryClient, projectId: string, fileId: string): Promise<string | null> {
  const files = await queryClient.fetchQuery({ ...filesQuery(projectId), staleTime: 0 });
  return files.items.find((f) => f.id === fileId)?.downloadUrl ?? null;
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, fileId }: { projectId: string; fileId: string }) =>
      api<void>(`${filesPath(projectId)}/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
    onSuccess: (_data, { projectId }) => invalidateProject(queryClient, projectId),
  });
}
