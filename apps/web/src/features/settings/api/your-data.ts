import type { AccountDeletionResponse, DataExport, DataExportResponse } from '@skilllink/contracts/your-data';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api';

// Settings → Your data (ADR 062): the latest export and the scheduled deletion.
const exportKey = ['settings', 'your-data', 'export'] as const;
const deletionKey = ['settings', 'your-data', 'deletion'] as const;

/** While an export is being built, its status is asked again now and then (the link goes by e-mail anyway). */
const PENDING_POLL_MS = 15_000;

export function useDataExport() {
  return useQuery(
    queryOptions({
      queryKey: exportKey,
      queryFn: async ({ signal }) => (await api<DataExportResponse>('/api/v1/account/export', { signal })).export,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    }),
  );
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<DataExportResponse>('/api/v1/account/export', { method: 'POST' })).export,
    onSuccess: (status: DataExport) => queryClient.setQueryData(exportKey, status),
  });
}

export function useScheduledDeletion() {
  return useQuery(
    queryOptions({
      queryKey: deletionKey,
      queryFn: async ({ signal }) => (await api<AccountDeletionResponse>('/api/v1/account/deletion', { signal })).scheduledFor,
    }),
  );
}

export function useScheduleDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      (await api<AccountDeletionResponse>('/api/v1/account/deletion', { method: 'POST', body: { password } })).scheduledFor,
    onSuccess: (scheduledFor: string | null) => queryClient.setQueryData(deletionKey, scheduledFor),
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<AccountDeletionResponse>('/api/v1/account/deletion', { method: 'DELETE' })).scheduledFor,
    onSuccess: (scheduledFor: string | null) => queryClient.setQueryData(deletionKey, scheduledFor),
  });
}

/** Saves the ZIP behind an e-mailed link (its token): the browser's own download, named by the server. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (token: string) => {
      const { blob, fileName } = await apiFile(`/api/v1/account/export/download?token=${encodeURIComponent(token)}`);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? 'skilllink-data.zip' });
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
