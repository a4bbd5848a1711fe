import type { CatalogQuery, CatalogResponse, SkillDetail, SkillsOverview } from '@skilllink/contracts/skills';
import { categorySlug, SKILL_CATEGORIES } from '@skilllink/contracts/constants';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import type { MemberCache } from '../../platform/member-cache.js';
import { AppError } from '../../platform/errors.js';
import { foldText } from '../../platform/search-text.js';
import type { InsightsCache } from './skills.insights.js';
import * as repo from './skills.repository.js';

export interface SkillsDeps {
  db: DB;
  insights: InsightsCache;
  /** Name keys of each member's own skills; dropped when the profile area announces a change. */
  skillKeys: MemberCache<Set<string>>;
}

type ParsedQuery = z.output<typeof CatalogQuery>;

const categoryBySlug = new Map<string, string>(SKILL_CATEGORIES.map((name) => [categorySlug(name), name]));

type CatalogItem = { name: string; description: string };
/** Each catalogue item's folded texts, made once per item the insights cache holds (a search must not fold 300 texts). */
const foldedTexts = new WeakMap<CatalogItem, { name: string; description: string }>();
function folded(item: CatalogItem) {
  let out = foldedTexts.get(item);
  if (!out) foldedTexts.set(item, (out = { name: foldText(item.name), description: foldText(item.description) }));
  return out;
}

/**
 * Search over name and description (case- and accent-insensitive), combined with the category filter,
 * plus difficulty and popular-only. The catalogue is a few hundred rows of
 * reference data, held in memory with the insights (refreshed each minute), so a search
 * costs no query; only "in my profile" is the member's own, from their cached skill names.
 */
export async function searchCatalog(deps: SkillsDeps, member: Member, query: ParsedQuery): Promise<CatalogResponse> {
  const [{ catalog }, mine] = await Promise.all([deps.insights.get(), myKeys(deps, member)]);
  // Folded both sides: "réact" finds React, "developpement" finds "Développement".
  const q = foldText(query.q);
  const category = categoryBySlug.get(query.category) ?? null;
  const inName = (s: CatalogItem) => folded(s).name.includes(q);
  const matches = catalog.filter(
    (s) =>
      (!category || s.category === category) &&
      (!query.difficulty || s.difficulty === query.difficulty) &&
      (!query.popular || s.isPopular) &&
      (!q || inName(s) || folded(s).description.includes(q)),
  );
  // Name matches first; within each group the catalogue's order (most widely held, then name).
  const ranked = q ? [...matches.filter(inName), ...matches.filter((s) => !inName(s))] : matches;
  const items = ranked.map((s) => ({ ...s, inMyProfile: mine.has(s.name.trim().toLowerCase()) }));
  return { items, total: items.length };
}

function myKeys(deps: SkillsDeps, member: Member): Promise<Set<string>> {
  return deps.skillKeys.load(member.id, async () => new Set(await repo.memberSkillKeys(deps.db, member.id)));
}

export async function getSkill(deps: SkillsDeps, member: Member, slug: string): Promise<SkillDetail> {
  const [{ catalog, activity, slugByKey }, mine] = await Promise.all([deps.insights.get(), myKeys(deps, member)]);
  const found = catalog.find((s) => s.slug === slug);
  if (!found) throw new AppError(404, 'not_found', 'Skill not found', undefined, { key: 'not_found.skill' });
  const key = found.name.trim().toLowerCase();
  return {
    ...found,
    inMyProfile: mine.has(key),
    addedThisWeek: activity.get(key)?.current ?? 0,
    related: found.relatedSkills.map((name) => ({ name, slug: slugByKey.get(name.trim().toLowerCase()) ?? null })),
  };
}

export async function getOverview(deps: SkillsDeps): Promise<SkillsOverview> {
  return (await deps.insights.get()).overview;
}
