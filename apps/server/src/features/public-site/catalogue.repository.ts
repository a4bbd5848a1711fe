import {
  LEARNING_PATH_TEXTS,
  PUBLIC_CATEGORY_OF,
  type LearningPath,
  type PublicCourse,
  type PublicCourseCategory,
  type SiteStats,
} from '@skilllink/contracts/public-catalogue';
import { COURSE_LEVELS, type COURSE_CATEGORIES } from '@skilllink/contracts/course-constants';
import type { DB } from '../../db/database.js';

/**
 * The real catalogue and community as the public Home and Learn pages show them (issue 26).
 * Plain functions of `db`: the JSON API and the server-rendered pages call the same ones.
 */

type CatalogueCategory = (typeof COURSE_CATEGORIES)[number];
type Level = (typeof COURSE_LEVELS)[number];
const isListed = (category: string): category is CatalogueCategory => Object.hasOwn(PUBLIC_CATEGORY_OF, category);
const LISTED = Object.keys(PUBLIC_CATEGORY_OF);

/** Average to one decimal, as the course pages show it (features/courses cannot be imported here). */
const average = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 10) / 10 : null);
const bySize = (a: PublicCourse, b: PublicCourse) => b.students - a.students || a.title.localeCompare(b.title);

/**
 * Every listed course, most students first (then title). The whole catalogue is a few dozen
 * rows (the in-app catalogue reads it whole too), so two queries and no per-request index work.
 * Every course in the table is published: the catalogue has no drafts.
 */
async function allCourses(db: DB): Promise<PublicCourse[]> {
  const [rows, lessons] = await Promise.all([
    db
      .selectFrom('course')
      .select(['id', 'title', 'instructor', 'category', 'level', 'thumbnail', 'description', 'enrolledCount', 'reviewCount', 'ratingTotal'])
      .where('category', 'in', LISTED)
      .execute(),
    db
      .selectFrom('lesson')
      .select((eb) => [
        'courseId',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>('durationSeconds').as('seconds'),
      ])
      .groupBy('courseId')
      .execute(),
  ]);
  const totals = new Map(lessons.map((l) => [l.courseId, { count: Number(l.count), seconds: Number(l.seconds ?? 0) }]));
  return rows
    .filter((r) => isListed(r.category))
    .map((r) => ({
      id: r.id,
      title: r.title,
      instructor: r.instructor,
      category: PUBLIC_CATEGORY_OF[r.category as CatalogueCategory],
      courseCategory: r.category as CatalogueCategory,
      level: r.level as Level,
      durationSeconds: totals.get(r.id)?.seconds ?? 0,
      lessonCount: totals.get(r.id)?.count ?? 0,
      rating: average(Number(r.ratingTotal), Number(r.reviewCount)),
      reviewCount: Number(r.reviewCount),
      students: Number(r.enrolledCount),
      thumbnail: r.thumbnail,
      description: r.description,
    }))
    .sort(bySize);
}

/**
 * The catalogue has no mobile category: a course about mobile apps or mobile-first design (its
 * title says so) is also listed under the Mobile chip, beside its own category.
 */
const teachesMobile = (c: PublicCourse) => /\bmobile\b/i.test(c.title);

/**
 * Spec §5: `q` (trimmed) matches the title or the instructor in any case, combined with the
 * category. Matched here rather than in SQL: SQLite's LIKE ignores case for ASCII letters only
 * (an "É" would not match "é"), PostgreSQL would need ILIKE, and the rows are few.
 */
export async function publicCourses(db: DB, filter: CourseFilter = {}): Promise<PublicCourse[]> {
  return matching(await allCourses(db), filter);
}

type CourseFilter = { q?: string; category?: PublicCourseCategory | 'all' };

function matching(courses: PublicCourse[], filter: CourseFilter): PublicCourse[] {
  const q = (filter.q ?? '').trim().toLocaleLowerCase();
  const category = filter.category ?? 'all';
  return courses.filter(
    (c) =>
      (category === 'all' || c.category === category || (category === 'mobile' && teachesMobile(c))) &&
      (q === '' || c.title.toLocaleLowerCase().includes(q) || c.instructor.toLocaleLowerCase().includes(q)),
  );
}

/**
 * The learning paths, computed rather than curated: one per public category that has at least
 * two courses, its courses from Beginner to Advanced (then title). A new course joins its path
 * the day it is added, and no path ever names a course that is gone; a category with one course
 * is a course, not a path. Texts in the reader's language (course titles are the catalogue's).
 */
export async function learningPaths(db: DB, language: 'en' | 'fr' = 'en'): Promise<LearningPath[]> {
  return pathsOf(await allCourses(db), language);
}

/** The Learn page's courses and paths from one read of the catalogue (the page asks for both). */
export async function learnCatalogue(db: DB, filter: CourseFilter, language: 'en' | 'fr') {
  const courses = await allCourses(db);
  return { courses: matching(courses, filter), paths: pathsOf(courses, language) };
}

function pathsOf(courses: PublicCourse[], language: 'en' | 'fr'): LearningPath[] {
  const rank = (c: PublicCourse) => COURSE_LEVELS.indexOf(c.level);
  const paths: LearningPath[] = [];
  for (const [category, text] of Object.entries(LEARNING_PATH_TEXTS[language]) as [
    PublicCourseCategory,
    { title: string; description: string },
  ][]) {
    const steps = courses.filter((c) => c.category === category).sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
    if (steps.length < 2) continue;
    paths.push({
      id: `path-${category}`,
      category,
      title: text.title,
      description: text.description,
      courses: steps,
      durationSeconds: steps.reduce((sum, c) => sum + c.durationSeconds, 0),
    });
  }
  return paths;
}

/** The best-rated course that has reviews (tie: most students), else the most enrolled; null for an empty catalogue. */
export async function featuredCourse(db: DB): Promise<PublicCourse | null> {
  const courses = await allCourses(db);
  const rated = courses.filter((c) => c.rating !== null).sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || bySize(a, b));
  return rated[0] ?? courses[0] ?? null;
}

/** How long the stats band's counts are reused (siteStats). */
export const SITE_STATS_MAX_AGE_MS = 60_000;
const statsCache = new WeakMap<DB, { expires: number; stats: Promise<SiteStats> }>();

/**
 * The Home page's stats band, counted at most once a minute per process and database: every home
 * page render asks, and four counts over the member table are not worth repeating per visitor
 * (a number a minute old is as true on a marketing page). Callers at the same moment share one
 * count; a failed count is not kept. `now` and `maxAgeMs` let tests step past the minute.
 */
export function siteStats(
  db: DB,
  { now = Date.now(), maxAgeMs = SITE_STATS_MAX_AGE_MS }: { now?: number; maxAgeMs?: number } = {},
): Promise<SiteStats> {
  const kept = statsCache.get(db);
  if (kept && now < kept.expires) return kept.stats;
  const stats = countSiteStats(db, new Date(now));
  statsCache.set(db, { expires: now + maxAgeMs, stats });
  stats.catch(() => {
    if (statsCache.get(db)?.stats === stats) statsCache.delete(db);
  });
  return stats;
}

async function countSiteStats(db: DB, at: Date): Promise<SiteStats> {
  const members = db.selectFrom('user').where('isVerified', '=', true).where('erasedAt', 'is', null);
  const [people, courses, certificates, locations] = await Promise.all([
    members.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('course')
      .where('category', 'in', LISTED)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('certificate')
      .where('revokedAt', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    members.select('location').distinct().where('location', '<>', '').execute(),
  ]);
  return {
    members: Number(people.n),
    courses: Number(courses.n),
    certificates: Number(certificates.n),
    countries: new Set(locations.map((l) => countryOf(l.location)).filter((c) => c !== '')).size,
    asOf: at.toISOString(),
  };
}

/**
 * Members have no country field: only a free-text location ("Accra, Ghana"), and sign-in
 * addresses are not kept with a country. The country is the part after the last comma, compared
 * without case or accents ("Sénégal" is "Senegal"). A location without a comma ("Accra",
 * "Remote") names no country we can tell, so it is not counted: the band may say fewer
 * countries than there are, never more.
 */
export function countryOf(location: string): string {
  const comma = location.lastIndexOf(',');
  if (comma < 0) return '';
  return location
    .slice(comma + 1)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLocaleLowerCase();
}
