import { z } from 'zod';
import {
  FILTER_SKILLS_MAX,
  SEARCH_DATE_RANGES,
  SEARCH_EXPERIENCE,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  SEARCH_TABS,
} from './search-constants.js';

// One search over people, jobs, freelance projects, courses and skills (issue 24, spec 001 §2
// Search screen, §3 Search filters / result / history entry, §9 Search; ADR 060).

// The plain constants live in search-constants.ts (no zod) and are re-exported for the server.
export * from './search-constants.js';

const queryText = z
  .string()
  .trim()
  .min(1, 'Type something to search for')
  .max(SEARCH_QUERY_MAX, `Searches are at most ${SEARCH_QUERY_MAX} characters`);

/** "a, b" → ["a", "b"]: the URL keeps skills as one comma-separated value. */
const skillList = z
  .string()
  .max(1000)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(100)).max(FILTER_SKILLS_MAX, `At most ${FILTER_SKILLS_MAX} skills`));

/** The filters (spec §3 Search filters; type is the tab). */
export const SearchFilters = z.object({
  location: z.string().trim().max(100).optional(),
  skills: skillList.optional(),
  experience: z.enum(SEARCH_EXPERIENCE).default('all'),
  dateRange: z.enum(SEARCH_DATE_RANGES).default('all'),
});
export type SearchFilters = z.infer<typeof SearchFilters>;

/** GET /search: one tab of results; `cursor` pages one kind's tab ("show more"). */
export const SearchQuery = SearchFilters.extend({
  q: queryText,
  tab: z.enum(SEARCH_TABS).default('all'),
  cursor: z.string().max(200).optional(),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/** One result as every list shows it. */
export const SearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** Name, job or course title, skill name. */
  title: z.string(),
  /** Person: title at company; job and project: company or client; course: instructor; skill: category. */
  subtitle: z.string(),
  location: z.string().nullable(),
  /** Where the result opens in the app. */
  href: z.string(),
  /** Avatar, logo or course image path; null for initials. */
  image: z.string().nullable(),
  /** At most 4. */
  skills: z.array(z.string()),
  /** Posted (jobs, projects), published (courses); null otherwise. */
  date: z.string().nullable(),
  /** People: 1 (connected) or 2 (a connection's connection), else null. */
  degree: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Jobs and projects: the reader's match score (percent). */
  matchScore: z.number().int().nullable(),
  /** Jobs and projects: the level asked for. */
  experienceLevel: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** One kind's results: `total` counts matches up to SEARCH_TOTAL_CAP on a kind's tab, SEARCH_ALL_TOTAL_CAP on All (the screen says "1,000+", "60+"). */
export const SearchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(SearchHit),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

/** Filter values found in the results (§9: 10 skills, 8 locations, 8 companies), commonest first. */
export const SuggestedFilters = z.object({
  skills: z.array(z.string()),
  locations: z.array(z.string()),
  companies: z.array(z.string()),
});
export type SuggestedFilters = z.infer<typeof SuggestedFilters>;

/** Spec §3 Search result: people, jobs, projects (plus courses and skills), total. */
export const SearchResults = z.object({
  query: z.string(),
  tab: z.enum(SEARCH_TABS),
  /** The tab's kinds, in the tab order; "all" has every kind (empty ones included). */
  groups: z.array(SearchGroup),
  total: z.number().int(),
  suggestedFilters: SuggestedFilters,
});
export type SearchResults = z.infer<typeof SearchResults>;

/** GET /search/typeahead: a few of people, jobs, courses and skills as one types. */
export const TypeaheadQuery = z.object({ q: queryText });
export const TypeaheadResults = z.object({ query: z.string(), items: z.array(SearchHit) });
export type TypeaheadResults = z.infer<typeof TypeaheadResults>;

/**
 * The tab and filters a history entry ran with, as parsed (skills as a list): an answer's
 * schema cannot hold SearchFilters' string-to-list transform, which only reads requests.
 */
export const HistoryFilters = z.object({
  tab: z.enum(SEARCH_TABS),
  location: z.string().optional(),
  skills: z.array(z.string()).optional(),
  experience: z.enum(SEARCH_EXPERIENCE),
  dateRange: z.enum(SEARCH_DATE_RANGES),
});
export type HistoryFilters = z.infer<typeof HistoryFilters>;

/** Spec §3 Search history entry. */
export const SearchHistoryEntry = z.object({
  id: z.string(),
  query: z.string(),
  filters: HistoryFilters,
  timestamp: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntry>;
export const SearchHistory = z.object({ items: z.array(SearchHistoryEntry) });
export type SearchHistory = z.infer<typeof SearchHistory>;
export const HistoryParams = z.object({ id: z.string().min(1).max(64) });

/** GET /search/discover: the sidebar and the empty state, computed. */
export const SearchDiscover = z.object({
  /** What members searched most lately, filled from our list: POPULAR_SEARCHES. */
  popular: z.array(z.string()),
  /** Skills most added and asked for lately: TRENDING_SKILLS. */
  trendingSkills: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** People the reader may know: 3. */
  recommendedPeople: z.array(SearchHit),
});
export type SearchDiscover = z.infer<typeof SearchDiscover>;
