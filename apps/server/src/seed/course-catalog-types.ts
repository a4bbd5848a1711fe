import type { COURSE_CATEGORIES, COURSE_LEVELS } from '@skilllink/contracts/courses';

/** One question: its text, the options in order, and the index of the correct one. */
export type CatalogQuestion = readonly [question: string, options: readonly string[], correct: number];

export interface CatalogQuiz {
  /** Pass mark in percent; DEFAULT_PASSING_SCORE (70) when not given. */
  passingScore?: number;
  timeLimitSeconds?: number;
  /** Estimated time shown in the curriculum. */
  durationSeconds: number;
  questions: readonly CatalogQuestion[];
}

/** A video lesson plays sample-N-240p/480p.webm (with its poster and captions); a quiz lesson has its own questions. */
export type CatalogLesson = { title: string; video: 1 | 2 | 3 | 4 | 5 | 6 } | { title: string; quiz: CatalogQuiz };

export interface CatalogCourse {
  /** Stable name: the seed inserts a course only when its slug is not there yet. */
  slug: string;
  title: string;
  description: string;
  instructor: string;
  category: (typeof COURSE_CATEGORIES)[number];
  level: (typeof COURSE_LEVELS)[number];
  /** How long ago it joined the catalogue (the "recent" sort). */
  addedDaysAgo: number;
  lessons: readonly CatalogLesson[];
}

/** Real length of each generated sample clip, in seconds (scripts/generate-sample-media.sh). */
export const SAMPLE_SECONDS: Record<number, number> = { 1: 8, 2: 10, 3: 9, 4: 8, 5: 10, 6: 7 };
