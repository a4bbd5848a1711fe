import type { SearchParams } from '../hooks/search-params';

/**
 * Every search query lives under ['search', …]. Removing or clearing recent searches patches
 * the history in place; a search that ran refreshes it (the server records it, §9).
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
  typeahead: (q: string) => ['search', 'typeahead', q] as const,
  history: () => ['search', 'history'] as const,
  discover: () => ['search', 'discover'] as const,
};
