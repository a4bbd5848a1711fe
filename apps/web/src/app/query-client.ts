import type { User } from '@skilllink/contracts/auth';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { createQueryClient } from '../lib/query-client';
import { LAST_MEMBER_KEY } from '../lib/offline-data';
import { writeStored } from '../lib/storage';

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
  // A member signing in where another's session ended without a sign-out (expired, or signed
  // out in another tab) must not be shown what was kept for the other: their discover, their
  // recommended people (among whom the new member may be), their messages.
  let member: string | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const user = event.query.state.data as User | null | undefined;
    if (!user) return;
    // The member as last seen: every change of the session's data (a language or theme chosen,
    // a name edited) is what the next start opens on (ADR 076).
    writeStored(LAST_MEMBER_KEY, JSON.stringify(user));
    if (member !== undefined && member !== user.id) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
    member = user.id;
  });
  return queryClient;
}
