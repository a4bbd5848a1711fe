import { z } from 'zod';

import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_SORTS, REVIEW_TEXT_MAX } from './course-constants.js';

// The plain constants live in course-constants.ts (no zod) and are re-exported for the server.
export * from './course-constants.js';

export const CourseCategory = z.enum(COURSE_CATEGORIES);
export const CourseLevel = z.enum(COURSE_LEVELS);
export const LessonType = z.enum(['video', 'quiz']);

/**
 * A course as lists show it; rating and enrolled count are computed from reviews and enrolments.
 * No description: cards do not show it, and a list answer is sent on every visit to the
 * catalogue (the detail has it).
 */
export const CourseSummary = z.object({
  id: z.string(),
  title: z.string(),
  instructor: z.string(),
  category: CourseCategory,
  level: CourseLevel,
  /** Sum of the lessons' durations. */
  durationSeconds: z.number().int(),
  lessonCount: z.number().int(),
  /** Average of the reviews to one decimal; null while there are none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** Path of the thumbnail image. */
  thumbnail: z.string(),
  createdAt: z.string(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

/** The signed-in member's enrolment in a course. */
export const Enrollment = z.object({
  courseId: z.string(),
  enrolledAt: z.string(),
  /** Rounded percentage of completed lessons. */
  progress: z.number().int().min(0).max(100),
  lastLessonId: z.string().nullable(),
  lastAccessedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Enrollment = z.infer<typeof Enrollment>;

export const EnrolledCourse = CourseSummary.extend({ enrollment: Enrollment });
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;

/** GET /api/v1/courses?q=&category=&level=&sort= */
export const CoursesQuery = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or less').default(''),
  category: z.enum(['all', ...COURSE_CATEGORIES], 'Unknown category').default('all'),
  level: z.enum(['all', ...COURSE_LEVELS], 'Unknown level').default('all'),
  sort: z.enum(COURSE_SORTS, 'Unknown sort').default('popularity'),
});
export type CoursesQuery = z.input<typeof CoursesQuery>;

export const CoursesPage = z.object({
  items: z.array(CourseSummary),
  /** Rating ≥ 4.7, best first, at most 4 (independent of the filters). */
  featured: z.array(CourseSummary),
  /** The member's enrolled courses not yet completed, most recently accessed first, at most 3. */
  continueLearning: z.array(EnrolledCourse),
  /**
   * All of the member's enrolments (any course, completed or not), so each card can show
   * Enroll or Continue with its progress. Always sent by the server.
   */
  enrollments: z.array(Enrollment).optional(),
});
export type CoursesPage = z.infer<typeof CoursesPage>;

/** One encoding of a lesson's video (issue 28 §4): the player picks by data saver and measured bandwidth. */
export const VideoRendition = z.object({
  /** Frame height in pixels: 240 (low) or 480 (standard). */
  height: z.number().int(),
  url: z.string(),
  bytes: z.number().int(),
});
export type VideoRendition = z.infer<typeof VideoRendition>;

export const Lesson = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  type: LessonType,
  durationSeconds: z.number().int(),
  /** Video lessons: where the file is served (range requests), its size, captions and poster. */
  videoUrl: z.string().nullable(),
  videoBytes: z.number().int().nullable(),
  captionsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** Every rendition of the video, lowest first (videoUrl/videoBytes are the standard one); [] for quizzes. */
  renditions: z.array(VideoRendition),
  /** Sizes shown before "Save for offline" (null without captions / poster). */
  captionsBytes: z.number().int().nullable(),
  posterBytes: z.number().int().nullable(),
  /** For the signed-in, enrolled member. */
  completed: z.boolean(),
  /** Where the member stopped watching (seconds). */
  positionSeconds: z.number().int(),
});
export type Lesson = z.infer<typeof Lesson>;

/** GET /api/v1/courses/:courseId — lessons and progress are only given to enrolled members. */
export const CourseDetail = CourseSummary.extend({
  description: z.string(),
  /** The curriculum's outline is public to members; progress fields are false/0 when not enrolled. */
  lessons: z.array(Lesson),
  enrollment: Enrollment.nullable(),
  /** The member's certificate code for this course, once earned. */
  certificateCode: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CourseParams = z.object({ courseId: z.string().min(1).max(64) });
export const LessonParams = CourseParams.extend({ lessonId: z.string().min(1).max(64) });

/** POST /courses/:courseId/enrollment → 201 */
export const EnrollResponse = z.object({ message: z.string(), enrollment: Enrollment });
export type EnrollResponse = z.infer<typeof EnrollResponse>;

/** PUT /courses/:courseId/lessons/:lessonId/position — where the member is in a video. */
export const LessonPositionBody = z.object({
  positionSeconds: z.number().int('Position must be whole seconds').min(0, 'Position cannot be negative').max(86_400),
});

/**
 * POST /courses/:courseId/lessons/:lessonId/heartbeat — where the playing video is. The server
 * credits only growth that fits the wall clock since the last heartbeat (at most
 * MAX_PLAYBACK_RATE times it) and completes the lesson when the verified watched time reaches
 * VIDEO_COMPLETE_PERCENT of the video (ADR 032).
 */
export const HeartbeatBody = z.object({
  positionSeconds: z.number().min(0, 'Position cannot be negative').max(86_400),
});

export const LessonCompletion = z.object({
  enrollment: Enrollment,
  /** True when this completion finished the course. */
  courseCompleted: z.boolean(),
  /** Issued when the course completed (once per member and course). */
  certificateCode: z.string().nullable(),
});
export type LessonCompletion = z.infer<typeof LessonCompletion>;

export const WatchProgress = z.object({
  /** Verified: the furthest point reached by playback the server could time. */
  watchedSeconds: z.number(),
  completed: z.boolean(),
  /** Set by the heartbeat that completed the lesson (once); null otherwise. */
  completion: LessonCompletion.nullable(),
});
export type WatchProgress = z.infer<typeof WatchProgress>;

/** A quiz as the member sees it: no correct answers, ever (ADR 032). */
export const QuizQuestion = z.object({ id: z.string(), question: z.string(), options: z.array(z.string()) });
export const QuizAttempt = z.object({
  id: z.string(),
  title: z.string(),
  /** The questions drawn for this attempt, each with its options in this attempt's order. */
  questions: z.array(QuizQuestion),
  /** The answers saved so far (option index as shown, null where none), one per question. */
  answers: z.array(z.number().int().nullable()),
  passingScore: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  startedAt: z.string(),
  /** Server deadline of a timed attempt; the countdown is computed from it, so a reload keeps it. */
  deadlineAt: z.string().nullable(),
});
export type QuizAttempt = z.infer<typeof QuizAttempt>;

export const AttemptParams = LessonParams.extend({ attemptId: z.string().min(1).max(64) });
export const AnswerParams = AttemptParams.extend({ index: z.coerce.number().int().min(0).max(99) });

/**
 * PUT …/quiz/attempts/:attemptId/answers/:index — saves one answer as the member picks it, so a
 * timed attempt is graded on what was saved before its deadline (ADR 032).
 */
export const QuizAnswerBody = z.object({ option: z.number().int().min(0).nullable() });

/** POST /courses/:courseId/lessons/:lessonId/quiz/attempts/:attemptId/submit */
export const QuizSubmitBody = z.object({
  /** One chosen option index (as shown) per question, in order; null only when the timer ran out. */
  answers: z.array(z.number().int().min(0).nullable()).max(100),
});

/** Which questions were right: never which option was (ADR 032). */
export const QuestionOutcome = z.object({ id: z.string(), correct: z.boolean() });

export const QuizResult = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  questions: z.array(QuestionOutcome),
  /** Attempts left in the rolling window, and when the next one opens when none is left. */
  attemptsLeft: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  completion: LessonCompletion.nullable(),
});
export type QuizResult = z.infer<typeof QuizResult>;

export const ReviewRating = z
  .number('Please select a rating')
  .int('Please select a rating')
  .min(1, 'Please select a rating')
  .max(5, 'Please select a rating');

export const Review = z.object({
  id: z.string(),
  courseId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userAvatar: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  date: z.string(),
  helpful: z.number().int(),
  /** Whether the signed-in member marked it helpful. */
  markedHelpful: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/** PUT /courses/:courseId/review — one per member per course, editable. */
export const ReviewBody = z.object({
  rating: ReviewRating,
  comment: z.string().trim().max(REVIEW_TEXT_MAX, `Review must be ${REVIEW_TEXT_MAX} characters or less`).default(''),
});

export const ReviewsPage = z.object({
  items: z.array(Review),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The signed-in member's own review, when written. */
  mine: Review.nullable(),
});
export type ReviewsPage = z.infer<typeof ReviewsPage>;
export const ReviewParams = CourseParams.extend({ reviewId: z.string().min(1).max(64) });

/** PUT /courses/:courseId/review → 200: the saved review and the course's new average. */
export const ReviewSaved = z.object({
  message: z.string(),
  review: Review,
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type ReviewSaved = z.infer<typeof ReviewSaved>;
/** POST / DELETE /courses/:courseId/reviews/:reviewId/helpful → 200: the review with its new count. */
export const HelpfulResponse = z.object({ review: Review });
export type HelpfulResponse = z.infer<typeof HelpfulResponse>;
