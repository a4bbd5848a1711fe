// The course constants (categories, levels, sorts, limits) come from the contracts' zod-free
// module (importing courses.ts would add zod to these pages); the player's own timings are
// defined here.
import type { CourseCategoryName, CourseLevelName } from '@skilllink/contracts/course-constants';

export * from '@skilllink/contracts/course-constants';
export type CourseCategory = CourseCategoryName;
export type CourseLevel = CourseLevelName;

/** The quiz countdown turns to the warning colour below this many seconds. */
export const QUIZ_WARNING_SECONDS = 60;
