import type { InfiniteData } from '@tanstack/react-query';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ConnectionsPage, PeopleList, PendingRequests } from '@skilllink/contracts/connections';
import { describe, expect, it } from 'vitest';
import { kwame, wanjiru, yaw } from '../test-fixtures';
import { connectionsKeys, invalidateNetwork, setPresence, shownPeople } from './keys';

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<InfiniteData<ConnectionsPage>>(connectionsKeys.network(), {
    pages: [{ items: [{ ...kwame, isOnline: false, connectedAt: '2026-11-01T10:00:00.000Z' }], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData<PendingRequests>(connectionsKeys.requests('received'), {
    items: [{ id: 'r-yaw', person: yaw, message: '', createdAt: '2026-11-01T10:00:00.000Z' }],
  });
  queryClient.setQueryData<PeopleList>(connectionsKeys.search('python'), { items: [kwame, wanjiru] });
  queryClient.setQueryData(connectionsKeys.counts(), { connections: 1, followers: 0, following: 0, pendingReceived: 1 });
  return queryClient;
}

describe('connections cache, for pushed events', () => {
  it('setPresence turns the online dot of one member on or off in every cached list, and nothing else', () => {
    const queryClient = seeded();
    setPresence(queryClient, kwame.id, true);
    setPresence(queryClient, yaw.id, true);
    const network = queryClient.getQueryData<InfiniteData<ConnectionsPage>>(connectionsKeys.network())!;
    expect(network.pages[0]!.items[0]).toMatchObject({ id: kwame.id, isOnline: true, connectedAt: '2026-11-01T10:00:00.000Z' });
    expect(queryClient.getQueryData<PendingRequests>(connectionsKeys.requests('received'))!.items[0]!.person.isOnline).toBe(true);
    const search = queryClient.getQueryData<PeopleList>(connectionsKeys.search('python'))!;
    expect(search.items.map((p) => [p.id, p.isOnline])).toEqual([
      [kwame.id, true],
      [wanjiru.id, false],
    ]);
    setPresence(queryClient, kwame.id, false);
    expect(queryClient.getQueryData<PeopleList>(connectionsKeys.search('python'))!.items[0]!.isOnline).toBe(false);
    expect(queryClient.getQueryData(connectionsKeys.counts())).toEqual({ connections: 1, followers: 0, following: 0, pendingReceived: 1 });
  });

  it('invalidateNetwork marks every connections query stale, and the dashboard and profiles too', async () => {
    const queryClient = seeded();
    queryClient.setQueryData(['dashboard'], {});
    queryClient.setQueryData(['profile', 'me'], {});
    queryClient.setQueryData(['skills', 'overview'], {});
    await invalidateNetwork(queryClient);
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.join('/'));
    expect(stale.sort()).toEqual([
      'connections/counts',
      'connections/network',
      'connections/requests/received',
      'connections/search/python',
      'dashboard',
      'profile/me',
    ]);
  });

  it('lists the members whose cards are on screen (lists with an observer), for presence', () => {
    const queryClient = seeded();
    expect(shownPeople(queryClient)).toEqual([]);
    const watch = (queryKey: readonly unknown[]) =>
      new QueryObserver(queryClient, { queryKey, queryFn: () => null, staleTime: Infinity }).subscribe(() => undefined);
    const stop = [watch(connectionsKeys.requests('received')), watch(connectionsKeys.search('python')), watch(connectionsKeys.counts())];
    expect(shownPeople(queryClient).sort()).toEqual([kwame.id, wanjiru.id, yaw.id].sort());
    for (const unsubscribe of stop) unsubscribe();
  });
});
