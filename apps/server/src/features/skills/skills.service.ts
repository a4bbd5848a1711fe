import type { CatalogQuery, CatalogResponse, SkillDetail, SkillsOverview } from '@skilllink/contracts/skills';
import { categorySlug, SKILL_CATEGORIES } from '@skilllink/contracts/constants';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import type { InsightsCache } from './skills.insights.js';
import { toCatalogSkill } from './skills.presenter.js';
import * as repo from './skills.repository.js';

export interface SkillsDeps {
  db: DB;
  insights: InsightsCache;
}

type ParsedQuery = z.output<typeof CatalogQuery>;

const categoryBySlug = new Map<string, string>(SKILL_CATEGORIES.map((name) => [categorySlug(name), name]));

/**
 * Search over name and description (case-insensitive), combined with the category filter
 * (spec 000 §5), plus difficulty and popular-only. Every member reads the same catalogue; only
 * "in my profile" is theirs.
 */
export async function searchCatalog(deps: SkillsDeps, member: Member, query: ParsedQuery): Promise<CatalogResponse> {
  const [rows, { activity }] = await Promise.all([
    repo.searchCatalog(deps.db, member.id, {
      q: query.q.toLowerCase(),
      category: categoryBySlug.get(query.category) ?? null,
      difficulty: query.difficulty ?? null,
      popularOnly: query.popular,
    }),
    deps.insights.get(),
  ]);
  const items = rows.map((row) => toCatalogSkill(row, activity.get(row.nameKey)));
  return { items, total: items.length };
}

export async function getSkill(deps: SkillsDeps, member: Member, slug: string): Promise<SkillDetail> {
  const row = await repo.findSkillBySlug(deps.db, member.id, slug);
  if (!row) throw new AppError(404, 'not_found', 'Skill not found');
  const { activity } = await deps.insights.get();
  const skill = toCatalogSkill(row, activity.get(row.nameKey));
  const keys = skill.relatedSkills.map((name) => name.trim().toLowerCase());
  const slugs = new Map((await repo.findSlugsByNameKeys(deps.db, keys)).map((r) => [r.nameKey, r.slug]));
  return {
    ...skill,
    addedThisWeek: activity.get(row.nameKey)?.current ?? 0,
    related: skill.relatedSkills.map((name, i) => ({ name, slug: slugs.get(keys[i]!) ?? null })),
  };
}

export async function getOverview(deps: SkillsDeps): Promise<SkillsOverview> {
  return (await deps.insights.get()).overview;
}
