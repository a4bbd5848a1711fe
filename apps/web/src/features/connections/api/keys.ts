import type { PeopleList, PendingRequests, PersonCard } from '@skilllink/contracts/connections';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type Direction = 'received' | 'sent';

/**
 * Every connections query lives under ['connections', …], so one invalidation refreshes the
 * whole page; app/ calls `invalidateNetwork` when a pushed `connection.changed` arrives.
 */
export const connectionsKeys = {
  all: ['connections'] as const,
  network: () => ['connections', 'network'] as const,
  requests: (direction: Direction) => ['connections', 'requests', direction] as const,
  following: () => ['connections', 'following'] as const,
  counts: () => ['connections', 'counts'] as const,
  stats: () => ['connections', 'stats'] as const,
  search: (q: string) => ['connections', 'search', q] as const,
  discover: () => ['connections', 'discover'] as const,
};

/** Every action on one member shares this prefix, so all their buttons wait while one is on its way. */
export const personMutationKey = (personId: string, action: string) => ['connections', 'person', personId, action] as const;
export const personMutationPrefix = (personId: string) => ['connections', 'person', personId] as const;

/** Other areas that show the member's network: the dashboard's numbers and suggestions, profiles' counts. */
const ELSEWHERE = [['dashboard'], ['profile']] as const;

/** Refetches everything that shows the member's network (after an action, or a pushed change). */
export function invalidateNetwork(queryClient: QueryClient): Promise<void> {
  return Promise.all([connectionsKeys.all, ...ELSEWHERE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** A paged list of cards (my network, following); their items carry a date besides the card. */
export type CardPages = InfiniteData<{ items: PersonCard[]; nextCursor: string | null }>;
/** Every cached shape that holds person cards. */
type Cached = CardPages | PendingRequests | PeopleList;

function patchCached(data: Cached | undefined, change: (card: PersonCard) => PersonCard): Cached | undefined {
  if (!data) return data;
  if ('pages' in data) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
  if (data.items.length > 0 && 'person' in data.items[0]!) {
    const requests = data as PendingRequests;
    return { ...requests, items: requests.items.map((r) => ({ ...r, person: change(r.person) })) };
  }
  return { ...data, items: (data as PeopleList).items.map(change) };
}

/** Lists of cards: my network, requests, following, search results and Discover. */
const CARD_LISTS = new Set(['network', 'requests', 'following', 'search', 'discover']);

/** Applies a change to one member's card wherever it is cached, at once (no refetch). */
export function patchPerson(queryClient: QueryClient, personId: string, patch: Partial<PersonCard>): void {
  queryClient.setQueriesData<Cached>(
    { queryKey: connectionsKeys.all, predicate: (query) => CARD_LISTS.has(String(query.queryKey[1])) },
    (data) => patchCached(data, (card) => (card.id === personId ? { ...card, ...patch } : card)),
  );
}

/** A member came online or went offline (pushed `presence` event): the dot on their cards follows. */
export function setPresence(queryClient: QueryClient, memberId: string, online: boolean): void {
  patchPerson(queryClient, memberId, { isOnline: online });
}

function cardsIn(data: Cached | undefined): PersonCard[] {
  if (!data) return [];
  if ('pages' in data) return data.pages.flatMap((page) => page.items);
  return data.items.map((item) => ('person' in item ? item.person : item));
}

/**
 * The members whose cards are on screen now (lists with a mounted observer), for the realtime
 * channel to watch their presence.
 */
export function shownPeople(queryClient: QueryClient): string[] {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: connectionsKeys.all, type: 'active', predicate: (query) => CARD_LISTS.has(String(query.queryKey[1])) });
  return queries.flatMap((query) => cardsIn(query.state.data as Cached | undefined).map((card) => card.id));
}
