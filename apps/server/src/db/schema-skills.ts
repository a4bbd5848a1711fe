import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** The skills catalogue (skills discovery) and its daily additions. */

export interface SkillCatalogTable {
  id: string;
  slug: string;
  name: string;
  nameKey: string;
  category: string;
  description: string;
  difficulty: string;
  averageSalary: string;
  /** JSON arrays of skill names. */
  prerequisites: string;
  relatedSkills: string;
  isPopular: Bool;
  /** Members who have this skill; kept in step with member_skill in the same transaction. */
  memberCount: Generated<number>;
  createdAt: Timestamp;
}

export interface SkillAdditionDailyTable {
  nameKey: string;
  day: string;
  additions: number;
}
