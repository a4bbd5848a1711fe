import type { CatalogSkill, SkillsOverview, TrendingSkill } from '@skilllink/contracts/skills';
import { categorySlug, SKILL_CATEGORIES } from '@skilllink/contracts/constants';
import type { DB } from '../../db/database.js';
import { toCatalogSkill } from './skills.presenter.js';
import * as repo from './skills.repository.js';

// The computations behind Trending Skills, the category counts, the platform stats and each
// card's growth figure. Defined here once and described in docs/computations.md.

const DAY_MS = 86_400_000;
/** A skill needs this many additions in the previous 7 days before it gets a growth figure,
 * so that 1 → 2 additions never reads as "+100 %". */
export const GROWTH_MIN_PREVIOUS = 5;
export const TRENDING_SIZE = 5;
/** The overview is the same for every member; computing it once a minute per process is plenty. */
export const OVERVIEW_TTL_MS = 60_000;

const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last 7 UTC days including today, and the 7 days before them. */
export function weekWindows(now: Date): { previousStart: string; currentStart: string; today: string } {
  const t = now.getTime();
  return { previousStart: utcDay(t - 13 * DAY_MS), currentStart: utcDay(t - 6 * DAY_MS), today: utcDay(t) };
}

/** Percent change from the previous week to this one, rounded; null below the minimum volume. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous < GROWTH_MIN_PREVIOUS) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export interface SkillActivity {
  /** Additions in the last 7 days. */
  current: number;
  growth: number | null;
}

export interface Insights {
  overview: SkillsOverview;
  /** The catalogue as the API shows it (inMyProfile false), most widely held first. */
  catalog: CatalogSkill[];
  /** Catalogue slugs by name key, to link related skills. */
  slugByKey: Map<string, string>;
  /** By name key; skills with no addition in the last 14 days are absent. */
  activity: Map<string, SkillActivity>;
}

/**
 * Members counted per read: ~1.5 ms of the event loop each (2,000 took 6–8 ms, and with
 * 26 of them in a row every request during a refresh waited for one: skills search p99 went
 * from 8 ms to 60 ms once a minute).
 */
const COUNT_CHUNK = 500;

/**
 * Members with at least one skill. One COUNT(DISTINCT) over 50,000 members held the event loop
 * for 16 ms, and above 100 ms on a busy machine, stalling every request meanwhile; counted in
 * short reads with a turn of the event loop between them, requests go on in between.
 */
async function countActiveProfessionals(db: DB): Promise<number> {
  let count = 0;
  let after = '';
  for (;;) {
    const ids = await repo.membersWithSkillsAfter(db, after, COUNT_CHUNK);
    count += ids.length;
    if (ids.length < COUNT_CHUNK) return count;
    after = ids[ids.length - 1]!;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function computeInsights(db: DB, now: Date): Promise<Insights> {
  const { previousStart, currentStart, today } = weekWindows(now);
  const [catalog, totals, activeProfessionals] = await Promise.all([
    repo.listCatalog(db),
    repo.additionTotals(db, previousStart, currentStart, today),
    countActiveProfessionals(db),
  ]);

  const activity = new Map<string, SkillActivity>();
  let newThisWeek = 0;
  for (const t of totals) {
    activity.set(t.nameKey, { current: t.current, growth: growthPercent(t.current, t.previous) });
    newThisWeek += t.current;
  }

  // Only catalogue skills trend (each needs a page to open); ties go to the busier skill.
  const trending: TrendingSkill[] = catalog
    .map((c) => ({
      name: c.name,
      slug: c.slug,
      growth: activity.get(c.nameKey)?.growth ?? null,
      current: activity.get(c.nameKey)?.current ?? 0,
    }))
    .filter((c): c is typeof c & { growth: number } => c.growth !== null && c.growth > 0)
    .sort((a, b) => b.growth - a.growth || b.current - a.current || a.name.localeCompare(b.name))
    .slice(0, TRENDING_SIZE)
    .map(({ name, slug, growth }) => ({ name, slug, growth }));

  const perCategory = new Map<string, number>();
  for (const c of catalog) perCategory.set(c.category, (perCategory.get(c.category) ?? 0) + 1);
  const categories = [
    { slug: 'all', name: 'All Categories', count: catalog.length },
    ...SKILL_CATEGORIES.map((name) => ({ slug: categorySlug(name), name, count: perCategory.get(name) ?? 0 })),
  ];

  const items = catalog
    .map((row) => ({ nameKey: row.nameKey, skill: toCatalogSkill(row, activity.get(row.nameKey)?.growth ?? null, false) }))
    .sort((a, b) => b.skill.professionals - a.skill.professionals || a.skill.name.localeCompare(b.skill.name));
  return {
    overview: { categories, trending, stats: { totalSkills: catalog.length, activeProfessionals, newThisWeek } },
    activity,
    catalog: items.map((i) => i.skill),
    slugByKey: new Map(catalog.map((row) => [row.nameKey, row.slug])),
  };
}

/**
 * One in-process snapshot per app, made anew at most every `ttlMs`. Once a snapshot exists,
 * callers get it at once while its successor is computed in the background (a minute-old
 * trend is fine; a request waiting for the computation is not). Concurrent callers share the
 * computation in flight; a failed one is not kept, and the next caller tries again.
 */
export function createInsightsCache(db: DB, ttlMs = OVERVIEW_TTL_MS, clock: () => Date = () => new Date()) {
  let snapshot: { at: number; insights: Insights } | null = null;
  let running: Promise<Insights> | null = null;
  const refresh = (now: Date) => {
    const task = computeInsights(db, now);
    running = task;
    task.then(
      (insights) => {
        snapshot = { at: now.getTime(), insights };
        running = null;
      },
      () => {
        running = null;
      },
    );
    return task;
  };
  return {
    get(): Promise<Insights> {
      const now = clock();
      if (snapshot && now.getTime() - snapshot.at < ttlMs) return Promise.resolve(snapshot.insights);
      const task = running ?? refresh(now);
      return snapshot ? Promise.resolve(snapshot.insights) : task;
    },
  };
}
export type InsightsCache = ReturnType<typeof createInsightsCache>;
