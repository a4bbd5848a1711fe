import { peopleSearchRanker } from './features/connections/people.search-rank.js';
import { peopleSearchSource } from './features/connections/people.search-source.js';
import { coursesSearchSource } from './features/courses/search-source.js';
import { listingsSearchRanker } from './features/jobs/search-rank.js';
import { listingsSearchSource } from './features/jobs/search-source.js';
import { skillsSearchSource } from './features/skills/search-source.js';
import type { MemberCaches } from './platform/member-cache.js';
import type { SearchRanker, SearchSource } from './platform/search-index.js';

/** Every feature's part of the one search (ADR 060), composed here so features never import each other. */
export const SEARCH_SOURCES: readonly SearchSource[] = [peopleSearchSource, listingsSearchSource, coursesSearchSource, skillsSearchSource];

/** Each feature's ranking of its kinds for one reader (their per-reader caches live in `caches`). */
export function searchRankers(caches: MemberCaches): readonly SearchRanker[] {
  return [peopleSearchRanker(caches), listingsSearchRanker(caches)];
}
