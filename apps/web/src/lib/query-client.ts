import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

/** 4xx answers are final; only network trouble and 5xx are worth one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

interface Options {
  /** Called when any request answers 401: the session ended (expired, or signed out elsewhere). */
  onUnauthorized?: () => void;
  /** Tests turn retries off to fail fast. */
  retry?: boolean;
}

/**
 * `meta: { invalidates: [key, …] }` on a mutation refreshes queries of other areas after it
 * succeeds (e.g. completing a lesson changes the dashboard and the certificates), without the
 * area that mutates importing the others: features never import each other.
 */
export interface InvalidatesMeta extends Record<string, unknown> {
  invalidates: QueryKey[];
}

export function createQueryClient({ onUnauthorized, retry = true }: Options = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: (_data, _variables, _context, mutation) => {
        const keys = (mutation.meta as Partial<InvalidatesMeta> | undefined)?.invalidates ?? [];
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: { retry: retry && shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
