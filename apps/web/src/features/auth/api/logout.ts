import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearOfflineData } from '../../../lib/offline-data';

/** Signs out, then removes the pages this device kept for offline use (ADR 070). */
export async function logout(): Promise<void> {
  await api<void>('/api/v1/auth/logout', { method: 'POST' });
  await clearOfflineData();
}

/** Clearing the cache and navigating are left to the caller, which knows the order it needs. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
