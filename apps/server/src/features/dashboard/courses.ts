import {
  DASHBOARD_CONTINUE_COURSES,
  DASHBOARD_RECOMMENDED_COURSES,
  type DashboardCourse,
  type DashboardEnrolledCourse,
} from '@skilllink/contracts/dashboard';
import type { DB } from '../../db/database.js';
import * as repo from './courses.repository.js';

type CourseRow = Awaited<ReturnType<typeof repo.coursesNotEnrolled>>[number];

/** Course categories a skill category points to: web development is programming too. */
const RELATED: Record<string, string[]> = { Programming: ['Programming', 'Web Development'] };

const toCourse = (r: Omit<CourseRow, 'category' | 'enrolledCount'>): DashboardCourse => ({
  id: r.id,
  title: r.title,
  instructor: r.instructor,
  level: r.level as DashboardCourse['level'],
  thumbnail: r.thumbnail,
});

/**
 * Recommended Courses (docs/computations.md): courses the member is not enrolled in, those in a
 * category of the member's skills first, then the most enrolled, then by title.
 */
export async function recommendCourses(db: DB, userId: string): Promise<DashboardCourse[]> {
  const [courses, categories] = await Promise.all([repo.coursesNotEnrolled(db, userId), repo.skillCategories(db, userId)]);
  const wanted = new Set(categories.flatMap((c) => RELATED[c.category] ?? [c.category]));
  const score = (c: CourseRow) => (wanted.has(c.category) ? 1 : 0);
  return courses
    .sort((a, b) => score(b) - score(a) || b.enrolledCount - a.enrolledCount || a.title.localeCompare(b.title))
    .slice(0, DASHBOARD_RECOMMENDED_COURSES)
    .map(toCourse);
}

/** Continue Learning: enrolled and not completed, with the member's real progress. */
export async function continueCourses(db: DB, userId: string): Promise<DashboardEnrolledCourse[]> {
  const rows = await repo.continueLearning(db, userId, DASHBOARD_CONTINUE_COURSES);
  return rows.map((r) => ({ ...toCourse(r), progress: r.progress }));
}
