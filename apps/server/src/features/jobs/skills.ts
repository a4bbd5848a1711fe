import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/** The catalogue's key of a skill name (skill_catalog.name_key, member_skill.name_key). */
export const skillKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The catalogue's skills for these names, in the order given and without repeats; a name the
 * catalogue does not know is refused, naming it, so a listing's skills always join members'.
 */
export async function catalogSkills(db: DB, names: readonly string[]): Promise<Array<{ key: string; name: string }>> {
  const keys = [...new Set(names.map(skillKey))];
  const rows = await db.selectFrom('skillCatalog').select(['nameKey', 'name']).where('nameKey', 'in', keys).execute();
  const byKey = new Map(rows.map((r) => [r.nameKey, r.name]));
  const unknown = names.find((n) => !byKey.has(skillKey(n)));
  if (unknown !== undefined) {
    throw new AppError(
      400,
      'unknown_skill',
      `Unknown skill: ${unknown}. Choose skills from the list`,
      { skills: `Unknown skill: ${unknown}. Choose skills from the list` },
      {
        params: { name: unknown },
      },
    );
  }
  return keys.map((key) => ({ key, name: byKey.get(key)! }));
}
