import { categorySlug, SKILL_CATEGORIES } from '@skilllink/contracts/constants';

/** "all" and the slug of each category, in the order of SKILL_CATEGORIES. */
export const CATEGORY_OPTIONS: string[] = ['all', ...SKILL_CATEGORIES.map(categorySlug)];
