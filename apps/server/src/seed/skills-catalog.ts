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

/** Additions in the previous and the current 7 days: the spec's five trending skills exactly. */
const SPEC_TRENDING: Record<string, [previous: number, current: number]> = {
  'ai/machine learning': [200, 290], // +45 %
  react: [250, 330], // +32 %
  python: [300, 384], // +28 %
  'ui/ux design': [160, 200], // +25 %
  'node.js': [200, 244], // +22 %
};

/** A small, stable number per name, so every demo start draws the same history. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Every other skill: 20–79 additions the week before and a change between −8 % and +18 %. */
function plan(key: string): [number, number] {
  const fixed = SPEC_TRENDING[key];
  if (fixed) return fixed;
  const h = hash(key);
  const previous = 20 + (h % 60);
  const change = ((h >>> 8) % 27) - 8;
  return [previous, Math.round(previous * (1 + change / 100))];
}

/** n additions over `days` days: even shares, the remainder on the most recent days. */
function spread(n: number, days: string[]): Array<[string, number]> {
  const base = Math.floor(n / days.length);
  const extra = n % days.length;
  return days.map((day, i) => [day, base + (i >= days.length - extra ? 1 : 0)]);
}

/**
 * Demo only: two weeks of daily additions so Trending Skills starts with the spec's figures
 * (AI/Machine Learning +45 %, React +32 %, Python +28 %, UI/UX Design +25 %, Node.js +22 %)
 * and the other skills show smaller changes. Skipped once any history before today exists.
 * Writes only days before today and never overwrites a row, so it is safe to run twice at
 * once; today's real additions (for example the demo profiles') count towards this week.
 */
export async function seedSkillHistory(db: DB): Promise<void> {
  const now = Date.now();
  const today = utcDay(now);
  const history = await db.selectFrom('skillAdditionDaily').select('day').where('day', '<', today).limit(1).executeTakeFirst();
  if (history) return;

  const todays = await db.selectFrom('skillAdditionDaily').select(['nameKey', 'additions']).where('day', '=', today).execute();
  const addedToday = new Map(todays.map((r) => [r.nameKey, r.additions]));
  const daysAgo = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => utcDay(now - (from - i) * DAY_MS));
  const previousDays = daysAgo(13, 7);
  const currentDays = daysAgo(6, 1);

  const catalog = await db.selectFrom('skillCatalog').select('nameKey').execute();
  const rows = catalog.flatMap(({ nameKey }) => {
    const [previous, current] = plan(nameKey);
    const stillToAdd = Math.max(0, current - (addedToday.get(nameKey) ?? 0));
    return [...spread(previous, previousDays), ...spread(stillToAdd, currentDays)]
      .filter(([, additions]) => additions > 0)
      .map(([day, additions]) => ({ nameKey, day, additions }));
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('skillAdditionDaily')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
