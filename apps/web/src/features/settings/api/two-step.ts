import type { AccountResponse, RecoveryCodesResponse, TwoStepSetup } from '@skilllink/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountKey } from './account';

const BASE = '/api/v1/account/two-step';

export function useStartTwoStep() {
  return useMutation({ mutationFn: (password: string) => api<TwoStepSetup>(`${BASE}/setup`, { method: 'POST', body: { password } }) });
}

/** Both leave the account with two-step on and a fresh count of recovery codes. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<RecoveryCodesResponse>(`${BASE}/enable`, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<RecoveryCodesResponse>(`${BASE}/recovery-codes`, { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => (await api<AccountResponse>(`${BASE}/disable`, { method: 'POST', body: { password } })).account,
    onSuccess: (account) => queryClient.setQueryData(accountKey, account),
  });
}
