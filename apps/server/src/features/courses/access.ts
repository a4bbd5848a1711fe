import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { CatalogCourse, CourseCatalog } from './catalog.js';
import type { LessonRow } from './courses.presenter.js';
import { findEnrollment } from './enrollment.repository.js';

/**
 * The one access rule of the learning area: a course must exist; a lesson must be one of its
 * lessons; a member's progress, attempts and reviews are only read and written for that member
 * and only while they are enrolled.
 */
export const courseNotFound = () => new AppError(404, 'course_not_found', 'Course not found');
export const lessonNotFound = () => new AppError(404, 'lesson_not_found', 'Lesson not found');
/** Why a member who is not enrolled is refused: the English text and its catalogue entry. */
export interface NotEnrolledText {
  message: string;
  key: string;
}

export const notEnrolled = (
  text: NotEnrolledText = { message: 'Enrollment Required: enroll in this course to access the content', key: 'not_enrolled' },
) => new AppError(403, 'not_enrolled', text.message, undefined, { key: text.key });

export async function courseOf(catalog: CourseCatalog, courseId: string): Promise<CatalogCourse> {
  const course = (await catalog.get()).byId.get(courseId);
  if (!course) throw courseNotFound();
  return course;
}

export function lessonOf(course: CatalogCourse, lessonId: string): LessonRow {
  const lesson = course.lessonsById.get(lessonId);
  if (!lesson) throw lessonNotFound();
  return lesson;
}

/** The member's enrolment in the course, or 403 "Enrollment Required". */
export async function requireEnrollment(db: DB, userId: string, courseId: string, text?: NotEnrolledText) {
  const enrollment = await findEnrollment(db, userId, courseId);
  if (!enrollment) throw notEnrolled(text);
  return enrollment;
}
