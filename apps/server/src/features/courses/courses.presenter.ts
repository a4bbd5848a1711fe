import type { CourseSummary, Enrollment, Lesson, Review } from '@skilllink/contracts/courses';
import { toBool, toIso } from '../../db/database.js';
import type { Selectable } from 'kysely';
import type { CourseTable, LessonTable } from '../../db/schema.js';
import { courseMediaUrl } from '../../platform/media.js';
import { courseFileBytes, videoRenditions } from './lesson-media.js';

export type CourseRow = Selectable<CourseTable>;
export type LessonRow = LessonTable;

/** Average of the reviews, rounded to one decimal as the course pages show it; null while there are none. */
export const averageRating = (ratingTotal: number, reviewCount: number): number | null =>
  reviewCount > 0 ? Math.round((ratingTotal / reviewCount) * 10) / 10 : null;

/** Rounded percentage of completed lessons (at most 100; 0 without lessons): the progress the course pages show. */
export const progressPercent = (completed: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0;

/** The one place a course row becomes a CourseSummary. */
export function toCourseSummary(row: CourseRow, lessons: readonly LessonRow[]): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    instructor: row.instructor,
    category: row.category as CourseSummary['category'],
    level: row.level as CourseSummary['level'],
    durationSeconds: lessons.reduce((sum, l) => sum + l.durationSeconds, 0),
    lessonCount: lessons.length,
    rating: averageRating(Number(row.ratingTotal), Number(row.reviewCount)),
    reviewCount: Number(row.reviewCount),
    enrolledCount: Number(row.enrolledCount),
    thumbnail: row.thumbnail,
    createdAt: toIso(row.createdAt),
  };
}

/**
 * A lesson of the curriculum. The outline is shown to every member; the media URLs only to
 * enrolled ones, so the "Enrollment Required" page loads nothing it will not show.
 */
export function toLesson(row: LessonRow, enrolled: boolean, progress?: { completed: boolean; positionSeconds: number }): Lesson {
  const media = enrolled && row.type === 'video';
  // videoUrl/videoBytes are the standard (last) rendition; renditions carry URLs, so enrolled only (ADR 074).
  const renditions = row.type === 'video' && row.videoFile ? videoRenditions(row.videoFile) : [];
  const standard = renditions.at(-1);
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    type: row.type,
    durationSeconds: row.durationSeconds,
    videoUrl: media && row.videoFile ? (standard?.url ?? courseMediaUrl(row.videoFile)) : null,
    videoBytes: row.type === 'video' ? (standard?.bytes ?? row.videoBytes) : null,
    captionsUrl: media && row.captionsFile ? courseMediaUrl(row.captionsFile) : null,
    posterUrl: media && row.posterFile ? courseMediaUrl(row.posterFile) : null,
    renditions: media ? renditions : [],
    captionsBytes: media ? courseFileBytes(row.captionsFile) : null,
    posterBytes: media ? courseFileBytes(row.posterFile) : null,
    completed: progress?.completed ?? false,
    positionSeconds: progress?.positionSeconds ?? 0,
  };
}

export interface EnrollmentRow {
  courseId: string;
  enrolledAt: string | Date;
  progress: number;
  lastLessonId: string | null;
  lastAccessedAt: string | Date;
  completedAt: string | Date | null;
}

export function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    courseId: row.courseId,
    enrolledAt: toIso(row.enrolledAt),
    progress: Number(row.progress),
    lastLessonId: row.lastLessonId,
    lastAccessedAt: toIso(row.lastAccessedAt),
    completedAt: row.completedAt ? toIso(row.completedAt) : null,
  };
}

export interface ReviewRow {
  id: string;
  courseId: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  rating: number;
  comment: string;
  helpfulCount: number;
  updatedAt: string | Date;
  markedHelpful: number | boolean | null;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    courseId: row.courseId,
    userId: row.userId,
    userName: `${row.firstName} ${row.lastName}`.trim(),
    userAvatar: row.avatar,
    rating: Number(row.rating),
    comment: row.comment,
    date: toIso(row.updatedAt),
    helpful: Number(row.helpfulCount),
    markedHelpful: toBool(row.markedHelpful),
  };
}
