import { z } from 'zod';
import { categorySlug, DIFFICULTIES, SKILL_CATEGORIES } from './constants.js';

/** The catalogue's difficulty scale: Beginner, Intermediate, Advanced. */
export const Difficulty = z.enum(DIFFICULTIES);

/** "all" plus one slug per category ("data-science"), as the category filter and sidebar use them. */
export const CATEGORY_SLUGS = ['all', ...SKILL_CATEGORIES.map(categorySlug)] as [string, ...string[]];

/**
 * One skill of the catalogue (Skills Discovery), as the signed-in member
 * sees it. `professionals` counts members who have the skill on their profile; `growth` is
 * the percent change of additions in the last 7 days versus the 7 days before, or null when
 * there is too little history to say (docs/computations.md).
 */
export const CatalogSkill = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Display name of the category, e.g. "Data Science". */
  category: z.string(),
  categorySlug: z.string(),
  description: z.string(),
  difficulty: Difficulty,
  professionals: z.number().int(),
  averageSalary: z.string(),
  growth: z.number().int().nullable(),
  isPopular: z.boolean(),
  prerequisites: z.array(z.string()),
  relatedSkills: z.array(z.string()),
  /** Whether the signed-in member already has this skill on their profile. */
  inMyProfile: z.boolean(),
});
export type CatalogSkill = z.infer<typeof CatalogSkill>;

/** GET /skills/catalog query: search over name and description, with category, difficulty and popular-only filters. */
export const CatalogQuery = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').default(''),
  category: z.enum(CATEGORY_SLUGS, 'Choose a category from the list').default('all'),
  difficulty: z.enum(DIFFICULTIES, 'Difficulty must be Beginner, Intermediate or Advanced').optional(),
  popular: z
    .enum(['true', 'false'], 'Popular must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});
export type CatalogQuery = z.input<typeof CatalogQuery>;

export const CatalogResponse = z.object({
  items: z.array(CatalogSkill),
  /** How many skills match (the list holds all of them: the catalogue is reference data of a few hundred at most). */
  total: z.number().int(),
});
export type CatalogResponse = z.infer<typeof CatalogResponse>;

export const SkillParams = z.object({ slug: z.string().min(1).max(80) });

/** A related skill, with its slug when it is in the catalogue too (so the detail can link to it). */
export const RelatedSkill = z.object({ name: z.string(), slug: z.string().nullable() });
export type RelatedSkill = z.infer<typeof RelatedSkill>;

/** The detail behind Learn More: the catalogue item plus this week's additions and linkable related skills. */
export const SkillDetail = CatalogSkill.extend({
  /** Times members added this skill in the last 7 days. */
  addedThisWeek: z.number().int(),
  related: z.array(RelatedSkill),
});
export type SkillDetail = z.infer<typeof SkillDetail>;

export const SkillDetailResponse = z.object({ skill: SkillDetail });
export type SkillDetailResponse = z.infer<typeof SkillDetailResponse>;

/** A category with how many catalogue skills it holds; slug "all" is every category together. */
export const CategoryCount = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;

export const TrendingSkill = z.object({ name: z.string(), slug: z.string(), growth: z.number().int() });
export type TrendingSkill = z.infer<typeof TrendingSkill>;

/** GET /skills/overview: the same for every member, cached for a minute on the server. */
export const SkillsOverview = z.object({
  categories: z.array(CategoryCount),
  /** At most 5, highest growth first. */
  trending: z.array(TrendingSkill),
  stats: z.object({
    /** Skills in the catalogue. */
    totalSkills: z.number().int(),
    /** Members with at least one skill on their profile. */
    activeProfessionals: z.number().int(),
    /** Skills members added to their profiles in the last 7 days. */
    newThisWeek: z.number().int(),
  }),
});
export type SkillsOverview = z.infer<typeof SkillsOverview>;
