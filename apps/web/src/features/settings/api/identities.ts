import type { IdentitiesResponse, OidcProvider } from '@skilllink/contracts/oidc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const identitiesKey = ['settings', 'identities'] as const;

export function useIdentities() {
  return useQuery(
    queryOptions({
      queryKey: identitiesKey,
      queryFn: ({ signal }) => api<IdentitiesResponse>('/api/v1/account/identities', { signal }),
    }),
  );
}

export function useUnlink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OidcProvider) => api<null>(`/api/v1/account/identities/${provider}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}
