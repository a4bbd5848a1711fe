import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';

/**
 * The query cache, and toasts. With `persistence` (the browser app, ADR 071) the member's kept
 * data is put back first, and queries wait for it, so an offline start shows it.
 */
export function AppProviders({
  queryClient,
  persistence,
  children,
}: {
  queryClient: QueryClient;
  persistence?: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}) {
  const content = <ToastProvider>{children}</ToastProvider>;
  if (!persistence) return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
  return (
    // What was put back is what the device had, not what is current: every query asks again
    // (offline, they wait, showing what was kept).
    <PersistQueryClientProvider client={queryClient} persistOptions={persistence} onSuccess={() => void queryClient.invalidateQueries()}>
      {content}
    </PersistQueryClientProvider>
  );
}
