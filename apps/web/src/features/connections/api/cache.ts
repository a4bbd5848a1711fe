import type { NetworkCounts, PendingRequests } from '@skilllink/contracts/connections';
import type { QueryClient } from '@tanstack/react-query';
import { connectionsKeys, type CardPages, type Direction } from './keys';

// Immediate cache changes after an action, so the screen answers at once; every action also
// invalidates (keys.ts invalidateNetwork) and the server's answer settles the rest.

/** Moves one of the tab counts by `by` (never below zero). */
export function bumpCount(queryClient: QueryClient, field: keyof NetworkCounts, by: number): void {
  queryClient.setQueryData<NetworkCounts>(connectionsKeys.counts(), (counts) =>
    counts ? { ...counts, [field]: Math.max(0, counts[field] + by) } : counts,
  );
}

/** Takes an answered, declined or withdrawn request off its list. */
export function dropRequest(queryClient: QueryClient, direction: Direction, requestId: string): void {
  queryClient.setQueryData<PendingRequests>(connectionsKeys.requests(direction), (data) =>
    data ? { ...data, items: data.items.filter((r) => r.id !== requestId) } : data,
  );
}

/** Takes a member off a paged list (my network after a removal, following after an unfollow). */
export function dropFromPages(queryClient: QueryClient, queryKey: readonly unknown[], personId: string): void {
  queryClient.setQueryData<CardPages>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== personId) })) } : data,
  );
}
