import type { SearchResults } from '@skilllink/contracts/search';
import { SEARCH_ALL_TOTAL_CAP, SEARCH_TOTAL_CAP, TAB_KIND, type SearchTab } from '@skilllink/contracts/search-constants';
import { formatCount, formatTotal } from '../format';

/**
 * Each tab's count as far as it is known: a kind's own tab counts up to 1,000 ("1,000+"); All
 * counts each kind up to 60 ("60+"). A tab whose count nobody asked for shows none (asking would
 * record the search again, see useKnownAllResults).
 */
export function tabCount(tab: SearchTab, all: SearchResults | undefined, own: SearchResults | undefined): string | undefined {
  if (tab === 'all') {
    if (!all) return undefined;
    // All's total adds up the kinds' counts: when one stopped counting, so did the sum.
    return formatTotal(
      all.total,
      all.groups.some((group) => group.total >= SEARCH_ALL_TOTAL_CAP),
    );
  }
  const kind = TAB_KIND[tab];
  if (own?.tab === tab) return formatCount(own.groups[0]?.total ?? 0, SEARCH_TOTAL_CAP);
  const group = all?.groups.find((g) => g.kind === kind);
  return group ? formatCount(group.total, SEARCH_ALL_TOTAL_CAP) : undefined;
}

/** The tab a kind's "See all" opens. */
export const TAB_OF_KIND = Object.fromEntries(Object.entries(TAB_KIND).map(([tab, kind]) => [kind, tab])) as Record<
  (typeof TAB_KIND)[keyof typeof TAB_KIND],
  Exclude<SearchTab, 'all'>
>;
