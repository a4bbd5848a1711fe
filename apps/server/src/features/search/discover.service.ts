import { POPULAR_SEARCHES, TRENDING_SKILLS, type SearchDiscover } from '@skilllink/contracts/search';
import { toBool, type DB } from '../../db/database.js';
import { foldText } from '../../platform/search-text.js';
import * as repo from './discover.repository.js';
import type { SearchHit } from '@skilllink/contracts/search';
import { indexPending, type SearchRanker, type SearchSource } from '../../platform/search-index.js';
import { entriesOf } from './search.repository.js';
import { toHit } from './search.presenter.js';

// The search page's suggestions (issue 24, spec §9): popular searches and trending skills are
// the same for every member and kept per process for a minute; recommended people are the
// reader's own and read on each request.

/**
 * Shown while members have searched too little, and to fill the list: language-neutral names
 * from the skills catalogue, so each finds at least its skill and the courses teaching it.
 */
export const FALLBACK_SEARCHES = [
  'React',
  'Python',
  'JavaScript',
  'Data Analysis',
  'UI/UX Design',
  'Node.js',
  'Digital Marketing',
  'Project Management',
] as const;

/** A query trends only when this many members ran it (on one day): one member alone cannot make it popular. */
export const POPULAR_MIN_MEMBERS = 2;
export const DISCOVER_TTL_MS = 60_000;
const DAY_MS = 86_400_000;
const POPULAR_DAYS = 7;
const TRENDING_ADDITION_DAYS = 7;
const TRENDING_LISTING_DAYS = 30;
/** Listings read for demand: the newest this many open ones (the read stays short with 100,000 jobs). */
const TRENDING_LISTINGS_READ = 2_000;

type Shared = Pick<SearchDiscover, 'popular' | 'trendingSkills'>;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What members searched most in the last 7 days (today included), filled from FALLBACK_SEARCHES. */
export async function popularSearches(db: DB, now: Date): Promise<string[]> {
  const since = utcDay(now.getTime() - (POPULAR_DAYS - 1) * DAY_MS);
  const top = await repo.popularQueries(db, since, POPULAR_MIN_MEMBERS, POPULAR_SEARCHES);
  const spelling = await repo.latestSpellings(
    db,
    top.map((t) => t.queryKey),
    since,
  );
  const popular = top.map((t) => spelling.get(t.queryKey) ?? t.queryKey);
  const seen = new Set(top.map((t) => t.queryKey));
  for (const name of FALLBACK_SEARCHES) {
    if (popular.length >= POPULAR_SEARCHES) break;
    if (!seen.has(foldText(name))) popular.push(name);
  }
  return popular;
}

/**
 * Catalogue skills by members adding them in the last 7 days plus open listings of the last 30
 * days asking for them; ties (and a quiet week) go to the catalogue's popular skills, then to
 * the most widely held.
 */
export async function trendingSkills(db: DB, now: Date): Promise<SearchDiscover['trendingSkills']> {
  const t = now.getTime();
  const [catalog, additions, demand] = await Promise.all([
    repo.catalogSkills(db),
    repo.additionsSince(db, utcDay(t - (TRENDING_ADDITION_DAYS - 1) * DAY_MS)),
    repo.listingDemandSince(db, new Date(t - TRENDING_LISTING_DAYS * DAY_MS).toISOString(), TRENDING_LISTINGS_READ),
  ]);
  return catalog
    .map((c) => ({
      name: c.name,
      slug: c.slug,
      score: (additions.get(c.nameKey) ?? 0) + (demand.get(c.nameKey) ?? 0),
      popular: toBool(c.isPopular) ? 1 : 0,
      members: Number(c.memberCount),
    }))
    .sort((a, b) => b.score - a.score || b.popular - a.popular || b.members - a.members || a.name.localeCompare(b.name))
    .slice(0, TRENDING_SKILLS)
    .map(({ name, slug }) => ({ name, slug }));
}

/**
 * The shared part, computed at most once per `ttlMs` per process. Callers during a computation
 * share it; a failed one is not kept, so the next caller tries again. The computation reads a
 * week of counts, the catalogue and a bounded number of listings: a few milliseconds, short
 * enough for the caller who finds the minute over to wait for it.
 */
export function createDiscoverCache(db: DB, clock: () => Date, ttlMs = DISCOVER_TTL_MS) {
  let kept: { at: number; value: Shared } | null = null;
  let running: Promise<Shared> | null = null;
  return {
    get(): Promise<Shared> {
      const now = clock();
      if (kept && now.getTime() - kept.at < ttlMs) return Promise.resolve(kept.value);
      if (running) return running;
      const task = Promise.all([popularSearches(db, now), trendingSkills(db, now)]).then(([popular, trending]) => ({
        popular,
        trendingSkills: trending,
      }));
      running = task;
      task.then(
        (value) => {
          kept = { at: now.getTime(), value };
          running = null;
        },
        () => {
          running = null;
        },
      );
      return task;
    },
  };
}
export type DiscoverCache = ReturnType<typeof createDiscoverCache>;

/** Spec §9: the sidebar's recommended people. */
export const RECOMMENDED_PEOPLE = 3;

/** What recommending people needs: the index (their cards) and the feature that knows the network. */
export interface PeopleDeps {
  db: DB;
  sources: readonly SearchSource[];
  rankers: readonly SearchRanker[];
  now: () => Date;
}

/** People the reader may know (the connections feature chooses), as cards of the index. */
async function recommendedPeople({ db, sources, rankers, now }: PeopleDeps, readerId: string): Promise<SearchHit[]> {
  const ranker = rankers.find((r) => r.recommend);
  if (!ranker?.recommend) return [];
  await indexPending(db, sources);
  const hidden = (await ranker.hidden?.(db, readerId)) ?? new Set<string>();
  const ids = (await ranker.recommend(db, readerId, RECOMMENDED_PEOPLE)).filter((id) => !hidden.has(id));
  const [rows, ranks] = await Promise.all([entriesOf(db, 'person', ids, {}), ranker.rank(db, readerId, ids, now())]);
  const byRef = new Map(rows.map((row) => [row.refId, row]));
  return ids.flatMap((id) => {
    const row = byRef.get(id);
    return row ? [toHit(row, ranks.get(id))] : [];
  });
}

/** GET /search/discover. */
export async function discover(deps: PeopleDeps, shared: DiscoverCache, readerId: string): Promise<SearchDiscover> {
  const [common, people] = await Promise.all([shared.get(), recommendedPeople(deps, readerId)]);
  return { ...common, recommendedPeople: people };
}
