import type { CatalogSkill } from '@skilllink/contracts/skills';
import { categorySlug, DIFFICULTIES, type Difficulty } from '@skilllink/contracts/constants';
import { toBool } from '../../db/database.js';
import type { CatalogRow } from './skills.repository.js';

function names(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'Beginner';

/** The one place a catalogue row becomes the API's CatalogSkill. */
export function toCatalogSkill(row: CatalogRow, growth: number | null, inMyProfile: boolean): CatalogSkill {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    categorySlug: categorySlug(row.category),
    description: row.description,
    difficulty: asDifficulty(row.difficulty),
    professionals: Number(row.memberCount),
    averageSalary: row.averageSalary,
    growth,
    isPopular: toBool(row.isPopular),
    prerequisites: names(row.prerequisites),
    relatedSkills: names(row.relatedSkills),
    inMyProfile,
  };
}
