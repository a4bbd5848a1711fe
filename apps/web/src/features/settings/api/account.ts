import type { Account, AccountResponse, AccountUpdate, EmailChangeRequest, PasswordChange } from '@skilllink/contracts/account';
import type { MessageResponse } from '@skilllink/contracts/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const accountKey = ['settings', 'account'] as const;

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKey,
    queryFn: async ({ signal }) => (await api<AccountResponse>('/api/v1/account', { signal })).account,
  });

export function useAccount() {
  return useQuery(accountQuery());
}

/** Language and time zone; the session (which carries the language) is read again after. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountUpdate) => (await api<AccountResponse>('/api/v1/account', { method: 'PATCH', body })).account,
    onSuccess: async (account: Account) => {
      queryClient.setQueryData(accountKey, account);
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => api<MessageResponse>('/api/v1/account/password', { method: 'POST', body }),
    // Other sessions ended: the list in Security is out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'sessions'] }),
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) => api<MessageResponse>('/api/v1/account/email', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<AccountResponse>('/api/v1/account/email', { method: 'DELETE' })).account,
    onSuccess: (account: Account) => queryClient.setQueryData(accountKey, account),
  });
}
