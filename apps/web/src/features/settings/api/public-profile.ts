import type { HandleResponse, HandleUpdate } from '@skilllink/contracts/public-member';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const handleKey = ['settings', 'handle'] as const;

/** The member's public handle, for /in/{handle}. */
export function useHandle() {
  return useQuery(
    queryOptions({
      queryKey: handleKey,
      queryFn: ({ signal }) => api<HandleResponse>('/api/v1/account/handle', { signal }),
    }),
  );
}

export function useChangeHandle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HandleUpdate) => api<HandleResponse>('/api/v1/account/handle', { method: 'PATCH', body }),
    onSuccess: (answer: HandleResponse) => queryClient.setQueryData(handleKey, answer),
  });
}
