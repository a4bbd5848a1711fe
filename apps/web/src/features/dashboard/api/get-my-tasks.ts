import type { MyWorkspaceTasks } from '@skilllink/contracts/workspace';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * My open tasks across my projects, soonest due first. Under the workspace's own key
 * (['workspace', 'my-tasks']), so a change in any of my projects, told live, refreshes it too.
 */
export function useMyTasks(enabled = true) {
  return useQuery({
    queryKey: ['workspace', 'my-tasks'],
    queryFn: ({ signal }) => api<MyWorkspaceTasks>('/api/v1/workspace/tasks/mine', { signal }),
    enabled,
  });
}
