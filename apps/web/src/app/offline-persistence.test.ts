import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LAST_MEMBER_KEY } from '../lib/offline-data';
import { offlineStore } from '../lib/offline-store';
import { deserialize, offlinePersistence, serialize } from './offline-persistence';

// What the device keeps for reading offline (ADR 071): the newest page of each list, the last 50
// messages of the 20 most recently read conversations, and only for the member who wrote it.

const query = (queryKey: unknown[], data: unknown, dataUpdatedAt = 1) =>
  ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  }) as unknown as PersistedClient['clientState']['queries'][number];

const client = (queries: PersistedClient['clientState']['queries']): PersistedClient => ({
  timestamp: 1000,
  buster: '',
  clientState: { queries, mutations: [] },
});

const messages = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}` }));

describe('the offline copy', () => {
  it('keeps the newest page of a list and the last 50 messages of a conversation', () => {
    localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'ama' }));
    const kept = JSON.parse(
      serialize(
        client([
          query(['messages', 'history', 'c1'], { pages: [{ items: messages(80) }, { items: messages(30) }], pageParams: [null, 'x'] }),
          query(['notifications', 'list', 'all'], { pages: [{ items: [1, 2] }, { items: [3] }], pageParams: [null, 'y'] }),
          query(['dashboard'], { stats: 1 }),
        ]),
      ),
    ) as PersistedClient & { member: string };
    expect(kept.member).toBe('ama');
    const [history, notifications, dashboard] = kept.clientState.queries;
    const pages = (q: typeof history) => (q!.state.data as { pages: Array<{ items: Array<{ id?: string }> }> }).pages;
    expect(pages(history)).toHaveLength(1);
    expect(pages(history)[0]!.items).toHaveLength(50);
    // The newest are at the end of a page (oldest first on screen).
    expect(pages(history)[0]!.items.at(-1)).toEqual({ id: 'm79' });
    expect(pages(notifications)).toEqual([{ items: [1, 2] }]);
    expect(dashboard!.state.data).toEqual({ stats: 1 });
  });

  it('keeps the 20 most recently read conversations', () => {
    localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'ama' }));
    const conversations = Array.from({ length: 25 }, (_, i) =>
      query(['messages', 'history', `c${i}`], { pages: [{ items: messages(1) }], pageParams: [null] }, i),
    );
    const kept = JSON.parse(serialize(client(conversations))) as PersistedClient;
    const ids = kept.clientState.queries.map((q) => q.queryKey[2]);
    expect(ids).toHaveLength(20);
    expect(ids).toContain('c24');
    expect(ids).not.toContain('c4');
  });

  it('is read back only for the member who wrote it', () => {
    localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'ama' }));
    const text = serialize(client([query(['dashboard'], { stats: 1 })]));
    expect(deserialize(text).timestamp).toBe(1000);
    localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'kofi' }));
    // Expired: the persister drops it rather than restoring it.
    expect(deserialize(text).timestamp).toBe(0);
    localStorage.removeItem(LAST_MEMBER_KEY);
    expect(deserialize(text).timestamp).toBe(0);
  });

  it('is written at once when the page is hidden, not only on the 2-second throttle', () => {
    localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'ama' }));
    const write = vi.spyOn(offlineStore, 'setItem').mockResolvedValue(undefined);
    const queryClient = new QueryClient();
    offlinePersistence(queryClient);
    queryClient.setQueryData(['dashboard'], { stats: 7 });
    queryClient.setQueryData(['search', 'ama'], { items: [] });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    expect(write).toHaveBeenCalledTimes(1);
    const kept = JSON.parse(write.mock.calls[0]![1]) as PersistedClient & { member: string };
    expect(kept.member).toBe('ama');
    // Only the kept areas: search is never written.
    expect(kept.clientState.queries.map((q) => q.queryKey)).toEqual([['dashboard']]);
    write.mockRestore();
  });
});
