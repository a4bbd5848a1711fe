import { z } from 'zod';

import { COURSE_CATEGORIES, COURSE_LEVELS } from './course-constants.js';
import { CONTENT_LANGUAGES } from './public-content.js';

/**
 * What the public Home and Learn pages show of the real catalogue and community (issue 26,
 * spec §2 "Public marketing pages", §5 public course search): computed from the database, never
 * sample numbers.
 */

/** Spec §2: the Learn page's chips besides "all". */
export const PUBLIC_COURSE_CATEGORIES = ['programming', 'business', 'design', 'data', 'mobile'] as const;
export type PublicCourseCategory = (typeof PUBLIC_COURSE_CATEGORIES)[number];

/**
 * The catalogue's own categories (course-constants.ts) as the public chips group them. Web
 * Development is programming for a visitor; Marketing is the business chip. No catalogue
 * category is about mobile apps: the Mobile chip lists the courses whose title names mobile.
 * A course whose category is not listed stays off the public site.
 */
export const PUBLIC_CATEGORY_OF: Readonly<Record<(typeof COURSE_CATEGORIES)[number], PublicCourseCategory>> = {
  Programming: 'programming',
  'Web Development': 'programming',
  Design: 'design',
  'Data Science': 'data',
  Marketing: 'business',
};

/** Spec §5: longer searches are refused (400), not cut. */
export const PUBLIC_COURSE_QUERY_MAX = 100;

export const PublicCourse = z.object({
  id: z.string(),
  title: z.string(),
  instructor: z.string(),
  category: z.enum(PUBLIC_COURSE_CATEGORIES),
  /** The catalogue's own category (e.g. "Web Development"), for a finer label. */
  courseCategory: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  /** Sum of the lessons' durations. */
  durationSeconds: z.number().int(),
  lessonCount: z.number().int(),
  /** Average of the real reviews to one decimal; null while there are none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Enrolments, as the course pages count them (an erased member's enrolment still counts). */
  students: z.number().int(),
  /** Path of the thumbnail image. */
  thumbnail: z.string(),
  /** The catalogue's blurb (a short paragraph); the card truncates it as it needs. */
  description: z.string(),
});
export type PublicCourse = z.infer<typeof PublicCourse>;

export const LearningPath = z.object({
  /** "path-<category>": one path per public category (see learningPaths on the server). */
  id: z.string(),
  category: z.enum(PUBLIC_COURSE_CATEGORIES),
  title: z.string(),
  description: z.string(),
  /** In learning order: Beginner, then Intermediate, then Advanced. */
  courses: z.array(PublicCourse),
  /** Sum of the courses' durations. */
  durationSeconds: z.number().int(),
});
export type LearningPath = z.infer<typeof LearningPath>;

/** The Home page's stats band. */
export const SiteStats = z.object({
  /** Members with a verified address whose account is not erased. */
  members: z.number().int(),
  /** Courses listed on the Learn page. */
  courses: z.number().int(),
  /** Certificates issued and not revoked. */
  certificates: z.number().int(),
  /** Distinct countries named in members' locations (server: siteStats). */
  countries: z.number().int(),
  /** When these were counted (they may be up to a minute old). */
  asOf: z.string(),
});
export type SiteStats = z.infer<typeof SiteStats>;

/** The learning paths' titles and descriptions, per language, per category. */
export const LEARNING_PATH_TEXTS: Readonly<
  Record<(typeof CONTENT_LANGUAGES)[number], Record<PublicCourseCategory, { title: string; description: string }>>
> = {
  en: {
    programming: {
      title: 'Become a web developer',
      description: 'From your first line of JavaScript to building and shipping full web applications.',
    },
    business: {
      title: 'Grow a business online',
      description: 'Reach customers online, then measure what works and grow from it.',
    },
    design: {
      title: 'Design for real users',
      description: 'From a brand’s first sketch to interfaces people enjoy on their phones.',
    },
    data: {
      title: 'Work with data',
      description: 'Analyse data with Python, then teach machines to learn from it.',
    },
    mobile: {
      title: 'Build mobile apps',
      description: 'Plan, design and build apps for the phones your users carry.',
    },
  },
  fr: {
    programming: {
      title: 'Devenir développeur web',
      description: 'De votre première ligne de JavaScript à des applications web complètes, en ligne.',
    },
    business: {
      title: 'Développer son entreprise en ligne',
      description: 'Trouvez vos clients en ligne, puis mesurez ce qui marche pour grandir.',
    },
    design: {
      title: 'Concevoir pour de vrais utilisateurs',
      description: 'Du premier croquis d’une marque aux interfaces que l’on aime utiliser sur mobile.',
    },
    data: {
      title: 'Travailler avec les données',
      description: 'Analysez des données avec Python, puis apprenez aux machines à en tirer des leçons.',
    },
    mobile: {
      title: 'Créer des applications mobiles',
      description: 'Préparez, concevez et développez des applications pour les téléphones de vos utilisateurs.',
    },
  },
};

/** GET /public/courses: `q` over title or instructor (any case), with one category or all. */
export const PublicCoursesQuery = z.object({
  q: z.string().max(PUBLIC_COURSE_QUERY_MAX).optional(),
  category: z.enum(['all', ...PUBLIC_COURSE_CATEGORIES]).optional(),
});
export type PublicCoursesQuery = z.infer<typeof PublicCoursesQuery>;

/** `?lang=fr`: the language of the paths' texts; without it, the reader's. */
export const LearningPathsQuery = z.object({ lang: z.enum(CONTENT_LANGUAGES).optional() });

export const PublicCoursesResponse = z.object({ courses: z.array(PublicCourse) });
export const LearningPathsResponse = z.object({ paths: z.array(LearningPath) });
export const SiteStatsResponse = z.object({ stats: SiteStats });
