import type { CourseSummary, COURSE_SORTS } from '@skilllink/contracts/courses';
import { FEATURED_MAX, FEATURED_MIN_RATING } from '@skilllink/contracts/courses';
import type { DB } from '../../db/database.js';
import type { MemberCache, MemberCaches } from '../../platform/member-cache.js';
import * as repo from './catalog.repository.js';
import { toCourseSummary, type LessonRow } from './courses.presenter.js';

type Sort = (typeof COURSE_SORTS)[number];

export interface CatalogCourse {
  summary: CourseSummary;
  /** The course's stable name (course-skills.ts maps it to the skills it teaches). */
  slug: string;
  /** Only the course's own page shows it (lists do not carry it). */
  description: string;
  lessons: readonly LessonRow[];
  lessonsById: ReadonlyMap<string, LessonRow>;
  /** Lower-cased title and instructor: what the search box matches. */
  haystack: string;
}

/** The whole catalogue, ready to answer: every course by id, each sort order, the featured row. */
export interface Catalog {
  /** Grows with every build in this process: a page built from an older catalogue is stale. */
  generation: number;
  byId: ReadonlyMap<string, CatalogCourse>;
  sorted: Readonly<Record<Sort, readonly CatalogCourse[]>>;
  featured: readonly CourseSummary[];
}

const byTitle = (a: CatalogCourse, b: CatalogCourse) => a.summary.title.localeCompare(b.summary.title, 'en');
const ORDERS: Record<Sort, (a: CatalogCourse, b: CatalogCourse) => number> = {
  // Most enrolled first (the default sort); ties by rating, then title, so the order is stable.
  popularity: (a, b) =>
    b.summary.enrolledCount - a.summary.enrolledCount || (b.summary.rating ?? 0) - (a.summary.rating ?? 0) || byTitle(a, b),
  // Unrated courses last; among equal ratings the one more people rated first.
  rating: (a, b) => (b.summary.rating ?? -1) - (a.summary.rating ?? -1) || b.summary.reviewCount - a.summary.reviewCount || byTitle(a, b),
  recent: (a, b) => b.summary.createdAt.localeCompare(a.summary.createdAt) || b.summary.id.localeCompare(a.summary.id),
  alphabetical: byTitle,
};

let generations = 0;

/** Builds the catalogue from two reads: the courses and all their lessons. */
export async function buildCatalog(db: DB): Promise<Catalog> {
  const [courses, lessons] = await Promise.all([repo.listCourses(db), repo.listLessons(db)]);
  const lessonsOf = new Map<string, LessonRow[]>();
  for (const l of lessons) lessonsOf.set(l.courseId, [...(lessonsOf.get(l.courseId) ?? []), l]);
  const all = courses.map((row): CatalogCourse => {
    const own = lessonsOf.get(row.id) ?? [];
    return {
      summary: toCourseSummary(row, own),
      slug: row.slug,
      description: row.description,
      lessons: own,
      lessonsById: new Map(own.map((l) => [l.id, l])),
      haystack: `${row.title}\n${row.instructor}`.toLowerCase(),
    };
  });
  const sorted = {
    popularity: [...all].sort(ORDERS.popularity),
    rating: [...all].sort(ORDERS.rating),
    recent: [...all].sort(ORDERS.recent),
    alphabetical: [...all].sort(ORDERS.alphabetical),
  };
  const featured = sorted.rating
    .filter((c) => (c.summary.rating ?? 0) >= FEATURED_MIN_RATING)
    .slice(0, FEATURED_MAX)
    .map((c) => c.summary);
  generations += 1;
  return { generation: generations, byId: new Map(all.map((c) => [c.summary.id, c])), sorted, featured };
}

const SCOPE = 'courses';
const KEY = 'catalog';

/**
 * The catalogue kept in memory: the course list and detail read no course or lesson rows per
 * request. An enrolment or review changes the running totals; whoever commits one calls
 * `changed()`, which drops the catalogue on every process (MemberCaches' scoped invalidation,
 * over Redis when configured); the next request rebuilds it once for all concurrent callers.
 * The TTL only bounds what a change made outside this server (a SQL console) can leave stale.
 */
export class CourseCatalog {
  readonly #cache: MemberCache<Catalog>;
  constructor(
    private readonly db: DB,
    private readonly caches: MemberCaches,
  ) {
    this.#cache = caches.create<Catalog>(5 * 60_000, 1, SCOPE);
  }

  get(): Promise<Catalog> {
    return this.#cache.load(KEY, () => buildCatalog(this.db));
  }

  changed(): Promise<void> {
    return this.caches.changed(SCOPE, KEY);
  }
}
