import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { stubApi } from '../../../test/fetch-stub';
import { formFromOccurrence } from '../model/form-state';
import { occurrence } from '../test-fixtures';
import { useEventActions } from './use-event-actions';
import '../i18n';

// Offline, only new events wait on the device (ADR 075); a change to a saved one says it must wait.

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

afterEach(() => onlineManager.setOnline(true));

describe('changing a saved event offline', () => {
  it('sends nothing, says it can be done once back online, and puts a dragged event back', async () => {
    const api = stubApi({});
    onlineManager.setOnline(false);
    const ask = vi.fn();
    const { result } = renderHook(() => useEventActions('Africa/Accra', ask), { wrapper });
    const saved = occurrence();
    const form = { ...formFromOccurrence(saved, 'Africa/Accra'), title: 'Renamed while offline' };
    await act(async () => expect(await result.current.save(saved, form)).toBe('cancelled'));
    await act(async () => expect(await result.current.destroy(saved)).toBe(false));
    const revert = vi.fn();
    await act(async () => expect(await result.current.move(saved, { ...saved }, revert)).toBe('cancelled'));
    expect(revert).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    expect((await screen.findAllByText(/changes to saved events can be made once you are back online/))[0]).toBeInTheDocument();
  });
});
