import type { Difficulty, SkillCategory } from '@skilllink/contracts/constants';

/**
 * One skill of the reference catalogue, as written by hand in this folder. Salaries are
 * indicative monthly ranges for Ghana (GH₵) or, where a skill is mostly paid in hard currency
 * across Africa, in US dollars; they are text because they are shown, never computed with.
 */
export interface CatalogEntry {
  name: string;
  category: SkillCategory;
  difficulty: Difficulty;
  averageSalary: string;
  /** In demand with employers and clients in Ghana and across Africa right now. */
  isPopular: boolean;
  description: string;
  prerequisites: string[];
  relatedSkills: string[];
}

// URL-safe and stable slugs: one function in platform/, as credentials name skills too.
export { skillSlug } from '../../../platform/skill-slug.js';

/** The key member skills are stored under (member_skill.name_key): lower-cased, trimmed. */
export const skillNameKey = (name: string): string => name.trim().toLowerCase();
