import type { EmailChangeConfirmed, EmailChangeUndone } from '@skilllink/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The link sent to the new address; works signed in or out. The session's address changes with it. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<EmailChangeConfirmed>('/api/v1/account/email/confirm', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

/** The undo link sent to the old address; after the change it signs the account out everywhere. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<EmailChangeUndone>('/api/v1/account/email/undo', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
