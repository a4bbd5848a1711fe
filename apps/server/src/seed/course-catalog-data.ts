import { CREATIVE_COURSES } from './course-catalog-creative.js';
import { DATA_COURSES } from './course-catalog-data-science.js';
import { TECH_COURSES } from './course-catalog-tech.js';
import type { CatalogCourse } from './course-catalog-types.js';

/** The free course catalogue every installation has (at least eight courses; courses.test.ts checks it). */
export const COURSE_CATALOG: readonly CatalogCourse[] = [...TECH_COURSES, ...DATA_COURSES, ...CREATIVE_COURSES];
