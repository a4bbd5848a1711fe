import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function logout(): Promise<void> {
  return api<void>('/api/v1/auth/logout', { method: 'POST' });
}

/** Clearing the cache and navigating are left to the caller, which knows the order it needs. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
