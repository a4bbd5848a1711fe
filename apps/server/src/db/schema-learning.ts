import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Learning (migration 20261127-001, ADR 016). */
type Count = ColumnType<number, number | undefined, number>;
type MaybeTime = ColumnType<string | Date | null, string | null | undefined, string | null>;

export interface CourseTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  instructor: string;
  /** One of COURSE_CATEGORIES (contracts/courses). */
  category: string;
  /** One of COURSE_LEVELS. */
  level: string;
  thumbnail: string;
  enrolledCount: Count;
  reviewCount: Count;
  ratingTotal: Count;
  createdAt: Timestamp;
}

export interface LessonTable {
  id: string;
  courseId: string;
  position: number;
  title: string;
  type: 'video' | 'quiz';
  durationSeconds: number;
  videoFile: string | null;
  videoBytes: number | null;
  captionsFile: string | null;
  posterFile: string | null;
  passingScore: number | null;
  timeLimitSeconds: number | null;
}

export interface QuizQuestionTable {
  id: string;
  lessonId: string;
  position: number;
  question: string;
  /** JSON array of option texts. */
  options: string;
  correctIndex: number;
}

export interface EnrollmentTable {
  userId: string;
  courseId: string;
  enrolledAt: Timestamp;
  progress: Count;
  lastLessonId: string | null;
  lastAccessedAt: Timestamp;
  completedAt: MaybeTime;
}

export interface LessonProgressTable {
  userId: string;
  lessonId: string;
  courseId: string;
  positionSeconds: Count;
  completedAt: MaybeTime;
  updatedAt: Timestamp;
  /** Migration 20261205-001: verified furthest point watched, and the last heartbeat (ADR 032). */
  watchedMs: Count;
  beatPositionMs: number | null;
  beatAt: MaybeTime;
}

export interface QuizAttemptTable {
  id: string;
  userId: string;
  lessonId: string;
  startedAt: Timestamp;
  deadlineAt: MaybeTime;
  submittedAt: MaybeTime;
  /** JSON array of chosen option indexes, once submitted. */
  answers: string | null;
  score: number | null;
  passed: ColumnType<number | boolean | null, boolean | null | undefined, boolean | null>;
  /** JSON [{ q, o }]: the drawn questions and each one's option order (null: legacy, whole bank). */
  draw: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CertificateTable {
  id: string;
  code: string;
  userId: string;
  courseId: string;
  grade: string;
  issuedAt: Timestamp;
  pdfKey: string | null;
  /** JSON CertificateEvidence, frozen at issue (null for certificates issued before ADR 032). */
  evidence: ColumnType<string | null, string | null | undefined, string | null>;
  /** Revoked (ADR 062: its member erased their account); verification then says so. */
  revokedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
  revokedReason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CourseReviewTable {
  id: string;
  courseId: string;
  userId: string;
  rating: number;
  comment: string;
  helpfulCount: Count;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ReviewHelpfulTable {
  reviewId: string;
  userId: string;
  createdAt: Timestamp;
}
