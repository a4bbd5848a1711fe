import type { WorkspaceActivity } from '@skilllink/contracts/workspace';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { projectPath, workspaceKeys } from './keys';

/** A project's feed, newest first, a page at a time ("Show more"). */
export function useActivity(projectId: string) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.activity(projectId),
    queryFn: ({ pageParam, signal }) =>
      api<WorkspaceActivity>(`${projectPath(projectId)}/activity${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
