/**
 * The course constants (catalogue filters and sorts, Featured and Continue Learning, player,
 * quiz and review limits), free of zod so the web app imports them without the
 * schema library (the course pages validate nothing); courses.ts builds its schemas on them.
 */
export const COURSE_CATEGORIES = ['Programming', 'Web Development', 'Design', 'Data Science', 'Marketing'] as const;
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const COURSE_SORTS = ['popularity', 'rating', 'recent', 'alphabetical'] as const;
export type CourseCategoryName = (typeof COURSE_CATEGORIES)[number];
export type CourseLevelName = (typeof COURSE_LEVELS)[number];
export type CourseSort = (typeof COURSE_SORTS)[number];
/** Featured: rating at or above this, at most FEATURED_MAX. Continue Learning shows CONTINUE_MAX. */
export const FEATURED_MIN_RATING = 4.7;
export const FEATURED_MAX = 4;
export const CONTINUE_MAX = 3;
/** A video lesson completes when it ends or this share of it has been watched. */
export const VIDEO_COMPLETE_PERCENT = 90;
export const DEFAULT_PASSING_SCORE = 70;
export const REVIEW_TEXT_MAX = 500;
export const VIDEO_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** The fastest playback: a heartbeat's growth may reach this times the wall clock since the last (ADR 032). */
export const MAX_PLAYBACK_RATE = 2;
/** How often the player reports its position while playing (also on play, pause, seek and end). */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** Questions drawn from a quiz's bank per attempt (all of them, shuffled, when the bank is smaller). */
export const QUIZ_QUESTIONS_PER_ATTEMPT = 5;
/** Attempts a member may start at one quiz per rolling QUIZ_ATTEMPT_WINDOW_MS. */
export const QUIZ_ATTEMPTS_PER_WINDOW = 3;
export const QUIZ_ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const VIDEO_SKIP_SECONDS = 10;
export const VOLUME_STEP = 0.1;
/** Next lesson opens this long after one completes. */
export const AUTO_ADVANCE_MS = 1500;
export const BANNER_MS = 4000;
/** The error code of a quiz start refused for the attempt limit; `fields.nextAttemptAt` says when. */
export const QUIZ_ATTEMPTS_USED = 'quiz_attempts_used';
