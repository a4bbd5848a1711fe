import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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

export function createQueryClient({ onUnauthorized, retry = true }: Options = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: retry && shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
