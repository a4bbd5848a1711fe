import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_ALL_TOTAL_CAP,
  SEARCH_TOTAL_CAP,
  TAB_KIND,
  TYPEAHEAD_PER_KIND,
  type SearchFilters,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  type SearchTab,
  type TypeaheadResults,
} from '@skilllink/contracts/search';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { freshIndexVersion, type SearchRanker, type SearchSource } from '../../platform/search-index.js';
import { foldText } from '../../platform/search-text.js';
import { boost, matchesAll, planWords, textScore, tokenGroups, wordsOf, type PlannedWord } from './ranking.js';
import * as repo from './search.repository.js';
import { suggestedFilters, toHit } from './search.presenter.js';
import type { NearCache, TextCache } from './text-cache.js';

export interface SearchDeps {
  db: DB;
  sources: readonly SearchSource[];
  rankers: readonly SearchRanker[];
  now: () => Date;
  /** What the index answered, per query, kind and filter, until it changes. */
  cache: TextCache;
  /** Each reader's near entries, until their near list or the index changes. */
  nearCache: NearCache;
}

/** Newest matches ranked per kind: "All" shows 20 of them, a kind's tab pages through more. */
const CANDIDATES_ALL = SEARCH_ALL_TOTAL_CAP;
const CANDIDATES_TAB = 200;
const CANDIDATES_TYPEAHEAD = 30;
/** Entries per read a feature ranks by closeness or match score (the costly part): the best by text. */
const RANKED = 30;
const RANKED_TYPEAHEAD = 8;
/** Connections read apart per search, at most (a member with more is unusual; the rest are found among the newest). */
const NEAR_MAX = 500;
/** A connection's lead while they wait to be ranked, so they are among the RANKED. */
const NEAR_BOOST = 6;
const TYPEAHEAD_KINDS: readonly SearchKind[] = ['person', 'job', 'course', 'skill'];

/** Which kinds carry what a filter narrows by: a filter set leaves out the kinds without it. */
const FILTERED_KINDS = {
  location: ['person', 'job', 'project'],
  skills: ['person', 'job', 'project', 'course'],
  experience: ['job', 'project'],
  dateRange: ['job', 'project', 'course'],
} as const satisfies Record<string, readonly SearchKind[]>;

const DAY = 86_400_000;
const MINUTE = 60_000;
const RANGE_DAYS = { today: 1, week: 7, month: 30 } as const;

export interface Ranked {
  row: repo.EntryRow;
  rank: { degree?: 1 | 2; matchScore?: number } | undefined;
  score: number;
}

const invalidCursor = () => new AppError(400, 'invalid_cursor', 'This page of results is no longer available; search again');

function entryFilter(kind: SearchKind, filters: SearchFilters, now: Date): repo.EntryFilter | null {
  const applies = (name: keyof typeof FILTERED_KINDS) => (FILTERED_KINDS[name] as readonly SearchKind[]).includes(kind);
  const location = filters.location ? foldText(filters.location) : '';
  const skills = (filters.skills ?? []).map(foldText).filter(Boolean);
  if ((location && !applies('location')) || (skills.length && !applies('skills'))) return null;
  if ((filters.experience !== 'all' && !applies('experience')) || (filters.dateRange !== 'all' && !applies('dateRange'))) return null;
  return {
    location: location || undefined,
    skillKeys: skills,
    experienceLevel: filters.experience === 'all' ? undefined : filters.experience,
    // To the minute, so that one filter is one cache key for a minute.
    datedSince:
      filters.dateRange === 'all'
        ? undefined
        : new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - RANGE_DAYS[filters.dateRange] * DAY).toISOString(),
  };
}

/**
 * The matches of one kind, best first: the newest `limit`, plus the reader's near ones (their
 * connections). All are ordered by text; the feature ranks the best RANKED of them (closeness,
 * match score: the costly part), which then lead; the rest follow in text order.
 */
async function rankedMatches(
  deps: SearchDeps,
  readerId: string,
  kind: SearchKind,
  { words: plan, version }: Plan,
  filter: repo.EntryFilter,
  limit: number,
  rankTop = RANKED,
): Promise<Ranked[]> {
  const groups = tokenGroups(plan);
  const ranker = deps.rankers.find((r) => r.kinds.includes(kind));
  const near = ranker?.near ? await ranker.near(deps.db, readerId) : [];
  const key = JSON.stringify([kind, groups, filter, limit]);
  const [newest, nearEntries] = await Promise.all([
    deps.cache.get(version, key, () => repo.matches(deps.db, kind, groups, filter, limit)),
    deps.nearCache.get(near, version, JSON.stringify([kind, filter]), () => repo.entriesOf(deps.db, kind, near.slice(0, NEAR_MAX), filter)),
  ]);
  const hidden = ranker?.hidden ? await ranker.hidden(deps.db, readerId) : undefined;
  const nearRows = nearEntries.filter((row) => matchesAll(row, plan));
  const isNear = new Set(nearRows.map((r) => r.refId));
  const byText = [...new Map([...nearRows, ...newest].map((r) => [r.refId, r])).values()]
    .filter((row) => !hidden?.has(row.refId))
    .map((row) => ({ row, rank: undefined, score: textScore(row, plan) + (isNear.has(row.refId) ? NEAR_BOOST : 0) }))
    .sort(bestFirst);
  const top = byText.slice(0, rankTop);
  if (!ranker || top.length === 0) return byText;
  const ranks = await ranker.rank(
    deps.db,
    readerId,
    top.map((r) => r.row.refId),
    deps.now(),
  );
  const ranked = top
    .map(({ row }) => {
      const rank = ranks.get(row.refId);
      return { row, rank, score: textScore(row, plan) + boost(rank) };
    })
    .sort(bestFirst);
  return [...ranked, ...byText.slice(rankTop)];
}

const bestFirst = (a: Ranked, b: Ranked) => b.score - a.score || Number(b.row.id) - Number(a.row.id);

interface Plan {
  words: PlannedWord[];
  /** The index's version the words were planned on: the cache key's first part. */
  version: number;
}

async function plan(deps: SearchDeps, query: string): Promise<Plan> {
  // Whatever was written since the last run is indexed before anything is read.
  const version = await freshIndexVersion(deps.db, deps.sources);
  const words = await deps.cache.get(version, JSON.stringify(['plan', query]), () =>
    planWords(wordsOf(query), {
      startsSomeTerm: (word) => repo.startsSomeTerm(deps.db, word),
      knownTerms: (terms) => repo.knownTerms(deps.db, terms),
    }),
  );
  return { words, version };
}

/** One tab of results (spec §2 Search screen, §9). */
export async function search(
  deps: SearchDeps,
  readerId: string,
  input: SearchFilters & { q: string; tab: SearchTab; cursor?: string },
): Promise<SearchResults> {
  const offset = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isInteger(offset) || offset < 0 || offset % SEARCH_PAGE_SIZE !== 0 || (offset > 0 && input.tab === 'all'))
    throw invalidCursor();
  const planned = await plan(deps, input.q);
  const kinds = input.tab === 'all' ? SEARCH_KINDS : [TAB_KIND[input.tab]];
  const limit = input.tab === 'all' ? CANDIDATES_ALL : CANDIDATES_TAB;
  if (offset >= limit) throw invalidCursor();
  const now = deps.now();
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const filter = entryFilter(kind, input, now);
      if (!filter || planned.words.length === 0) return { kind, ranked: [] as Ranked[], total: 0 };
      const ranked = await rankedMatches(deps, readerId, kind, planned, filter, limit);
      // All counts no further than what it read (SEARCH_ALL_TOTAL_CAP, "60+"); a kind's tab up to SEARCH_TOTAL_CAP.
      const counted =
        ranked.length < limit || input.tab === 'all'
          ? ranked.length
          : await deps.cache.get(planned.version, JSON.stringify(['count', kind, planned.words, filter]), () =>
              repo.countMatches(deps.db, kind, tokenGroups(planned.words), filter, SEARCH_TOTAL_CAP),
            );
      return { kind, ranked, total: Math.max(counted, ranked.length) };
    }),
  );
  const groups: SearchGroup[] = found.map(({ kind, ranked, total }) => {
    const page = ranked.slice(offset, offset + SEARCH_PAGE_SIZE);
    // All shows the first 20 of each kind; its "See all" opens the kind's tab, which pages.
    const more = input.tab !== 'all' && offset + SEARCH_PAGE_SIZE < ranked.length;
    return { kind, items: page.map((r) => toHit(r.row, r.rank)), total, nextCursor: more ? String(offset + SEARCH_PAGE_SIZE) : null };
  });
  return {
    query: input.q,
    tab: input.tab,
    groups,
    total: groups.reduce((sum, g) => sum + g.total, 0),
    suggestedFilters: suggestedFilters(found.flatMap((f) => f.ranked.map((r) => r.row))),
  };
}

/** A few people, jobs, courses and skills as one types. */
export async function typeahead(deps: SearchDeps, readerId: string, q: string): Promise<TypeaheadResults> {
  const planned = await plan(deps, q);
  if (planned.words.length === 0) return { query: q, items: [] };
  const now = deps.now();
  const perKind = await Promise.all(
    TYPEAHEAD_KINDS.map(async (kind) => {
      const filter = entryFilter(kind, { experience: 'all', dateRange: 'all' }, now)!;
      const ranked = await rankedMatches(deps, readerId, kind, planned, filter, CANDIDATES_TYPEAHEAD, RANKED_TYPEAHEAD);
      return ranked.slice(0, TYPEAHEAD_PER_KIND).map((r): SearchHit => toHit(r.row, r.rank));
    }),
  );
  return { query: q, items: perKind.flat() };
}
