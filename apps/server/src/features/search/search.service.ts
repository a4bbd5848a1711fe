import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
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
import { indexPending, type SearchRanker, type SearchSource } from '../../platform/search-index.js';
import { foldText } from '../../platform/search-text.js';
import { boost, planWords, textScore, tokenGroups, wordsOf, type PlannedWord } from './ranking.js';
import * as repo from './search.repository.js';
import { suggestedFilters, toHit } from './search.presenter.js';

export interface SearchDeps {
  db: DB;
  sources: readonly SearchSource[];
  rankers: readonly SearchRanker[];
  now: () => Date;
}

/** Newest matches ranked per kind: "All" shows 20 of them, a kind's tab pages through more. */
const CANDIDATES_ALL = 100;
const CANDIDATES_TAB = 400;
const CANDIDATES_TYPEAHEAD = 30;
const TYPEAHEAD_KINDS: readonly SearchKind[] = ['person', 'job', 'course', 'skill'];

/** Which kinds carry what a filter narrows by: a filter set leaves out the kinds without it. */
const FILTERED_KINDS = {
  location: ['person', 'job', 'project'],
  skills: ['person', 'job', 'project', 'course'],
  experience: ['job', 'project'],
  dateRange: ['job', 'project', 'course'],
} as const satisfies Record<string, readonly SearchKind[]>;

const DAY = 86_400_000;
const RANGE_DAYS = { today: 1, week: 7, month: 30 } as const;

export interface Ranked {
  row: repo.EntryRow;
  rank: { degree?: 1 | 2; matchScore?: number } | undefined;
  score: number;
}

const invalidCursor = () => new AppError(400, 'invalid_cursor', 'This page of results is no longer available; search again');

function entryFilter(kind: SearchKind, filters: SearchFilters, readerId: string, now: Date): repo.EntryFilter | null {
  const applies = (name: keyof typeof FILTERED_KINDS) => (FILTERED_KINDS[name] as readonly SearchKind[]).includes(kind);
  const location = filters.location ? foldText(filters.location) : '';
  const skills = (filters.skills ?? []).map(foldText).filter(Boolean);
  if ((location && !applies('location')) || (skills.length && !applies('skills'))) return null;
  if ((filters.experience !== 'all' && !applies('experience')) || (filters.dateRange !== 'all' && !applies('dateRange'))) return null;
  return {
    location: location || undefined,
    skillKeys: skills,
    experienceLevel: filters.experience === 'all' ? undefined : filters.experience,
    datedSince: filters.dateRange === 'all' ? undefined : new Date(now.getTime() - RANGE_DAYS[filters.dateRange] * DAY).toISOString(),
    notRef: kind === 'person' ? readerId : undefined,
  };
}

/** The matches of one kind, best first: the newest `limit`, plus the reader's near ones (their connections). */
async function rankedMatches(
  deps: SearchDeps,
  readerId: string,
  kind: SearchKind,
  plan: PlannedWord[],
  filter: repo.EntryFilter,
  limit: number,
): Promise<Ranked[]> {
  const groups = tokenGroups(plan);
  const ranker = deps.rankers.find((r) => r.kinds.includes(kind));
  const near = ranker?.near ? await ranker.near(deps.db, readerId) : [];
  const [newest, nearRows] = await Promise.all([
    repo.matches(deps.db, kind, groups, filter, limit),
    near.length ? repo.matches(deps.db, kind, groups, { ...filter, refs: near }, limit) : [],
  ]);
  const rows = [...new Map([...nearRows, ...newest].map((r) => [r.refId, r])).values()];
  const ranks = ranker
    ? await ranker.rank(
        deps.db,
        readerId,
        rows.map((r) => r.refId),
        deps.now(),
      )
    : new Map();
  return rows
    .map((row) => {
      const rank = ranks.get(row.refId);
      return { row, rank, score: textScore(row, plan) + boost(rank) };
    })
    .sort((a, b) => b.score - a.score || Number(b.row.id) - Number(a.row.id));
}

async function plan(deps: SearchDeps, query: string): Promise<PlannedWord[]> {
  // Whatever was written since the last run is indexed before anything is read.
  await indexPending(deps.db, deps.sources);
  return planWords(wordsOf(query), {
    startsSomeTerm: (word) => repo.startsSomeTerm(deps.db, word),
    knownTerms: (terms) => repo.knownTerms(deps.db, terms),
  });
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
  const words = await plan(deps, input.q);
  const kinds = input.tab === 'all' ? SEARCH_KINDS : [TAB_KIND[input.tab]];
  const limit = input.tab === 'all' ? CANDIDATES_ALL : CANDIDATES_TAB;
  if (offset >= limit) throw invalidCursor();
  const now = deps.now();
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const filter = entryFilter(kind, input, readerId, now);
      if (!filter || words.length === 0) return { kind, ranked: [] as Ranked[], total: 0 };
      const ranked = await rankedMatches(deps, readerId, kind, words, filter, limit);
      const total =
        ranked.length < limit ? ranked.length : await repo.countMatches(deps.db, kind, tokenGroups(words), filter, SEARCH_TOTAL_CAP);
      return { kind, ranked, total: Math.max(total, ranked.length) };
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
  const words = await plan(deps, q);
  if (words.length === 0) return { query: q, items: [] };
  const now = deps.now();
  const perKind = await Promise.all(
    TYPEAHEAD_KINDS.map(async (kind) => {
      const filter = entryFilter(kind, { experience: 'all', dateRange: 'all' }, readerId, now)!;
      const ranked = await rankedMatches(deps, readerId, kind, words, filter, CANDIDATES_TYPEAHEAD);
      return ranked.slice(0, TYPEAHEAD_PER_KIND).map((r): SearchHit => toHit(r.row, r.rank));
    }),
  );
  return { query: q, items: perKind.flat() };
}
