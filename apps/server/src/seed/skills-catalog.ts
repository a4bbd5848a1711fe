import type { DB } from '../db/database.js';
import { CATALOG } from '../features/skills/catalog-data/catalog.js';
import { skillNameKey, skillSlug } from '../features/skills/catalog-data/entry.js';
import { newId } from '../platform/ids.js';

/**
 * The skills catalogue (reference data, every installation, every start). Inserts only the
 * entries whose slug and name are not there yet; the unique indexes on slug and name_key plus
 * ON CONFLICT DO NOTHING make two processes starting at once harmless. A skill added to the
 * catalogue after members already listed it starts with their real count.
 */
export async function seedSkillCatalog(db: DB): Promise<void> {
  const present = await db.selectFrom('skillCatalog').select(['slug', 'nameKey']).execute();
  const slugs = new Set(present.map((r) => r.slug));
  const keys = new Set(present.map((r) => r.nameKey));
  const missing = CATALOG.filter((e) => !slugs.has(skillSlug(e.name)) && !keys.has(skillNameKey(e.name)));
  if (missing.length === 0) return;

  const held = await db
    .selectFrom('memberSkill')
    .select(['nameKey', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(
      'nameKey',
      'in',
      missing.map((e) => skillNameKey(e.name)),
    )
    .groupBy('nameKey')
    .execute();
  const counts = new Map(held.map((r) => [r.nameKey, Number(r.n)]));
  const now = new Date().toISOString();
  await db
    .insertInto('skillCatalog')
    .values(
      missing.map((e) => ({
        id: newId(),
        slug: skillSlug(e.name),
        name: e.name,
        nameKey: skillNameKey(e.name),
        category: e.category,
        description: e.description,
        difficulty: e.difficulty,
        averageSalary: e.averageSalary,
        prerequisites: JSON.stringify(e.prerequisites),
        relatedSkills: JSON.stringify(e.relatedSkills),
        isPopular: e.isPopular,
        memberCount: counts.get(skillNameKey(e.name)) ?? 0,
        createdAt: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Additions in the previous and the current 7 days: the demo's five trending skills, at exactly the growth noted beside each. */
const SPEC_TRENDING: Record<string, [previous: number, current: number]> = {
  'ai/machine learning': [40, 58], // +45 %
  react: [50, 66], // +32 %
  python: [50, 64], // +28 %
  'ui/ux design': [40, 50], // +25 %
  'node.js': [50, 61], // +22 %
};

/** A small, stable number per name, so every demo start draws the same history. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Every other skill: 5–12 additions the week before and a change between −8 % and +20 % once rounded. */
function plan(key: string): [number, number] {
  const fixed = SPEC_TRENDING[key];
  if (fixed) return fixed;
  const h = hash(key);
  const previous = 5 + (h % 8);
  const change = ((h >>> 8) % 24) - 8;
  // Small numbers round up sharply (9 → 11 is +22 %): stay below the fifth trending skill.
  return [previous, Math.min(Math.round(previous * (1 + change / 100)), Math.floor(previous * 1.2))];
}

/** n additions over `days` days: even shares, the remainder on the most recent days. */
function spread(n: number, days: string[]): Array<[string, number]> {
  const base = Math.floor(n / days.length);
  const extra = n % days.length;
  return days.map((day, i) => [day, base + (i >= days.length - extra ? 1 : 0)]);
}

/** Two weeks holding this many additions already have a history: a seeded or a busy installation. */
const HISTORY_EXISTS_AT = 500;

/**
 * Demo only: two weeks of daily additions so Trending Skills starts with these fixed figures
 * (AI/Machine Learning +45 %, React +32 %, Python +28 %, UI/UX Design +25 %, Node.js +22 %)
 * and the other skills show smaller changes. Skipped when the 13 days before today already
 * hold 500 additions (the demo profiles add a few dozen, some backdated; the seed writes about 1,500). Rows are written
 * as absolute values for the days before today, so running twice, or twice at once, ends in
 * the same rows; today's real additions (the demo profiles' too) count towards this week.
 */
export async function seedSkillHistory(db: DB): Promise<void> {
  const now = Date.now();
  const today = utcDay(now);
  const daysAgo = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => utcDay(now - (from - i) * DAY_MS));
  const previousDays = daysAgo(13, 7);
  const currentDays = daysAgo(6, 1);
  const history = await db
    .selectFrom('skillAdditionDaily')
    .select((eb) => eb.fn.sum<number | string | null>('additions').as('n'))
    .where('day', '>=', previousDays[0]!)
    .where('day', '<', today)
    .executeTakeFirst();
  if (Number(history?.n ?? 0) >= HISTORY_EXISTS_AT) return;

  const todays = await db.selectFrom('skillAdditionDaily').select(['nameKey', 'additions']).where('day', '=', today).execute();
  const addedToday = new Map(todays.map((r) => [r.nameKey, r.additions]));
  const catalog = await db.selectFrom('skillCatalog').select('nameKey').execute();
  const rows = catalog.flatMap(({ nameKey }) => {
    const [previous, current] = plan(nameKey);
    const stillToAdd = Math.max(0, current - (addedToday.get(nameKey) ?? 0));
    return [...spread(previous, previousDays), ...spread(stillToAdd, currentDays)].map(([day, additions]) => ({ nameKey, day, additions }));
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('skillAdditionDaily')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['nameKey', 'day']).doUpdateSet((eb) => ({ additions: eb.ref('excluded.additions') })))
      .execute();
  }
}
