import type { User } from '@skilllink/contracts/auth';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's query client. A 401 from any call means the session is gone: forgetting the
 * member lets the /app guard send them to login, remembering where they were.
 */
export function createAppQueryClient(options: { retry?: boolean } = {}) {
  const queryClient = createQueryClient({
    ...options,
    onUnauthorized: () => {
      if (queryClient.getQueryData<User | null>(sessionQueryKey)) queryClient.setQueryData(sessionQueryKey, null);
    },
  });
  return queryClient;
}
