import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { LAST_MEMBER_KEY } from '../../../lib/offline-data';
import { flushWrites, resetWriteQueues } from '../../../lib/write-queue';
import { json, stubApi } from '../../../test/fetch-stub';
import { isOffline, queueCreate, useWaitingEvents } from './offline-events';
import '../i18n';

const input = { title: 'Offline planning', start: '2026-11-25T10:00:00.000Z', end: '2026-11-25T11:00:00.000Z', timeZone: 'Africa/Accra' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

describe('calendar events made offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    resetWriteQueues();
  });

  it('show at once marked "Waiting to sync", and are created once, with their client id, on reconnect', async () => {
    window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'me' }));
    const api = stubApi({
      'POST /api/v1/calendar/events': (call) => json(201, { id: 'e1', ...(call.body as object) }),
      'GET /api/v1/calendar/events': () => json(200, { items: [] }),
    });
    onlineManager.setOnline(false);
    expect(isOffline()).toBe(true);
    const { result } = renderHook(() => useWaitingEvents(), { wrapper });
    act(() => queueCreate(input));
    expect(result.current).toMatchObject([{ title: 'Waiting to sync · Offline planning', start: input.start }]);
    const shownId = result.current[0]!.id;
    expect(shownId).toMatch(/^waiting-/);
    expect(api.calls).toEqual([]);

    onlineManager.setOnline(true);
    await act(() => flushWrites());
    const posts = api.callsTo('POST /api/v1/calendar/events');
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as { clientId: string; title: string };
    expect(body).toMatchObject({ title: 'Offline planning' });
    expect(shownId).toBe(`waiting-${body.clientId}`);
    expect(result.current).toEqual([]);
    await act(() => flushWrites());
    expect(api.callsTo('POST /api/v1/calendar/events')).toHaveLength(1);
  });
});
