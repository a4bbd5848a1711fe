import { z } from 'zod';

import { CourseSummary } from './courses.js';

// Learn what you lack (issue 22 item 8): the catalogue's courses that teach given skills, for a
// listing's missing skills. "My learning plan" is the member's enrolments (ADR 055): adding a
// course to it is POST /courses/:courseId/enrollment.

/** Skills asked about at once: a listing has at most JOB_SKILLS_MAX (12). */
export const SKILL_COURSES_SKILLS_MAX = 12;
/** Courses offered per skill, most enrolled first. */
export const SKILL_COURSES_PER_SKILL = 3;

/** GET /courses/for-skills?skills=React,GraphQL — catalogue names, comma-separated. */
export const SkillCoursesQuery = z.object({
  skills: z
    .string()
    .trim()
    .max(800, 'Too many skills')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(60, 'A skill name is at most 60 characters'))
        .min(1, 'Name at least one skill')
        .max(SKILL_COURSES_SKILLS_MAX, `Ask about at most ${SKILL_COURSES_SKILLS_MAX} skills`),
    ),
});
export type SkillCoursesQuery = z.input<typeof SkillCoursesQuery>;

/** A course that teaches the skill, and whether it is already in the reader's learning plan (enrolled). */
export const SkillCourse = CourseSummary.extend({ inLearningPlan: z.boolean() });
export type SkillCourse = z.infer<typeof SkillCourse>;

/** One entry per skill asked about, in the order asked; `courses` is empty when no course teaches it yet. */
export const SkillCourses = z.object({
  items: z.array(z.object({ skill: z.string(), courses: z.array(SkillCourse) })),
});
export type SkillCourses = z.infer<typeof SkillCourses>;
