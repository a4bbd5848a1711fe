import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { LAST_MEMBER_KEY } from '../lib/offline-data';
import { offlineStore } from '../lib/offline-store';
import { readStored } from '../lib/storage';

// Reading offline (issue 28 §2, ADR 071): the last answers of the areas a member reads on the go
// are kept in IndexedDB and put back in the query cache when the app starts, so the pages show
// them without a network. Only the signed-in member's own areas, never search or other pages.

/** The query-key areas kept, by their first key part. */
const KEPT = ['dashboard', 'messages', 'connections', 'courses', 'certificates', 'calendar', 'notifications', 'referrals'];
const DAY = 86_400_000;
/** Kept this long; older data is dropped rather than shown as current. */
export const KEPT_FOR_MS = 7 * DAY;
/** Conversations whose messages are kept, the most recently read first, and messages each. */
const CONVERSATIONS_KEPT = 20;
const MESSAGES_KEPT = 50;
const STORE_KEY = 'queries';

/** The member whose data it is: another member's session never reads it (see offline-data.ts). */
const memberId = (): string => {
  try {
    return (JSON.parse(readStored(LAST_MEMBER_KEY) ?? 'null') as { id?: string } | null)?.id ?? '';
  } catch {
    return '';
  }
};

type Dehydrated = PersistedClient['clientState']['queries'][number];

/** Infinite lists keep their first (newest) page; a conversation its newest MESSAGES_KEPT messages. */
function trimmed(query: Dehydrated): Dehydrated {
  const data = query.state.data as { pages?: Array<{ items?: unknown[] }>; pageParams?: unknown[] } | undefined;
  if (!data?.pages) return query;
  const first = data.pages[0];
  const items = query.queryKey[1] === 'history' && first?.items ? first.items.slice(-MESSAGES_KEPT) : first?.items;
  return {
    ...query,
    state: { ...query.state, data: { pages: first ? [{ ...first, items }] : [], pageParams: data.pageParams?.slice(0, 1) ?? [] } },
  };
}

/** What is written: the kept areas only, trimmed (exported for its test). */
export function serialize(client: PersistedClient): string {
  const histories = client.clientState.queries
    .filter((q) => q.queryKey[0] === 'messages' && q.queryKey[1] === 'history')
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, CONVERSATIONS_KEPT);
  const queries = client.clientState.queries
    .filter((q) => !(q.queryKey[0] === 'messages' && q.queryKey[1] === 'history') || histories.includes(q))
    .map(trimmed);
  // Whose data it is, at the time it is written: read back only for that member.
  return JSON.stringify({ ...client, member: memberId(), clientState: { ...client.clientState, queries } });
}

/** The kept data, if it is the remembered member's; else an expired copy, which the persister drops. */
export function deserialize(text: string): PersistedClient {
  const kept = JSON.parse(text) as PersistedClient & { member?: string };
  return kept.member && kept.member === memberId() ? kept : { ...kept, timestamp: 0 };
}

export function offlinePersistence(queryClient: QueryClient) {
  // Kept queries live as long as they are kept, not the default five minutes.
  for (const area of KEPT) queryClient.setQueryDefaults([area], { gcTime: KEPT_FOR_MS });
  // Nobody remembered (a visitor, or signed out): nothing to read, and IndexedDB is not opened.
  const storage = { ...offlineStore, getItem: (key: string) => (memberId() ? offlineStore.getItem(key) : Promise.resolve(null)) };
  const persister = createAsyncStoragePersister({ storage, key: STORE_KEY, serialize, deserialize, throttleTime: 2000 });
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
      query.state.status === 'success' && KEPT.includes(String(query.queryKey[0])),
  };
  // Writes are held back up to 2 s; a member who opens the app, reads and leaves within that
  // time would find nothing kept next time. Hidden (a phone switching apps, a tab closing) writes
  // at once; a write started on pagehide would be aborted with the document (ADR 076).
  const keepNow = () => {
    if (!memberId()) return;
    const client: PersistedClient = { buster: '', timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) };
    void offlineStore.setItem(STORE_KEY, serialize(client));
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keepNow());
  }
  return { persister, maxAge: KEPT_FOR_MS, dehydrateOptions };
}
