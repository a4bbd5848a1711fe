import type { Insertable } from 'kysely';
import type { DB } from '../db/database.js';
import { memberPair } from '../db/member-pair.js';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../features/auth/auth.service.js';

/**
 * A large, realistic data set for load tests (`npm run seed:bulk`): members with skills from
 * the catalogue, experience, connections among themselves, profile views and activity.
 * Deterministic (a seeded generator), batched inserts in one transaction per batch, and
 * idempotent: members are numbered, and numbers already present are skipped.
 */

const FIRST = [
  'Ama',
  'Kwame',
  'Akosua',
  'Kofi',
  'Efua',
  'Yaw',
  'Abena',
  'Kojo',
  'Adjoa',
  'Kwesi',
  'Esi',
  'Yaa',
  'Chinedu',
  'Ngozi',
  'Wanjiru',
  'Amadou',
  'Fatou',
  'Thandiwe',
  'Tendai',
  'Zainab',
];
const LAST = [
  'Mensah',
  'Asante',
  'Boateng',
  'Owusu',
  'Addo',
  'Darko',
  'Osei',
  'Quaye',
  'Agyeman',
  'Ofori',
  'Okafor',
  'Kamau',
  'Diallo',
  'Ndlovu',
  'Mwangi',
  'Bello',
  'Sow',
  'Moyo',
];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Product Designer',
  'Marketing Lead',
  'Project Manager',
  'Teacher',
  'Accountant',
  'Nurse',
  'Content Writer',
  'Mobile Developer',
];
const COMPANIES = ['MTN Ghana', 'Hubtel', 'mPharma', 'Zeepay', 'Jumia', 'Andela', 'Vodafone', 'Ecobank', 'Ashesi University', 'Farmerline'];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'];

/** Small, fast, seeded generator: the same data set on every machine. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    int: (max: number) => Math.floor(next() * max),
  };
}

const CITIES = [
  'Accra, Ghana',
  'Kumasi, Ghana',
  'Tamale, Ghana',
  'Takoradi, Ghana',
  'Lagos, Nigeria',
  'Nairobi, Kenya',
  'Kigali, Rwanda',
  'Dakar, Senegal',
];
/** Connection rows each member writes (to members numbered below it). */
const CONNECTIONS_EACH = 10;

export const memberId = (n: number) => `bulk-${String(n).padStart(7, '0')}`;
const DAY = 86_400_000;

export async function seedBulkMembers(db: DB, count: number, batch = 200): Promise<number> {
  const catalog = await db.selectFrom('skillCatalog').select(['name', 'nameKey', 'category']).execute();
  if (catalog.length === 0) throw new Error('the skills catalogue is empty: start the server once (or run the catalogue seed) first');
  const existing = await db.selectFrom('user').select('id').where('id', 'like', 'bulk-%').execute();
  const have = new Set(existing.map((r) => r.id));
  const passwordHash = await hashPassword('SkillLink#2026');
  const now = Date.now();
  let added = 0;

  for (let start = 0; start < count; start += batch) {
    const numbers = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i).filter((n) => !have.has(memberId(n)));
    if (numbers.length === 0) continue;
    const users: Insertable<Database['user']>[] = [];
    const skills: Insertable<Database['memberSkill']>[] = [];
    const jobs: Insertable<Database['experience']>[] = [];
    const links: Insertable<Database['connection']>[] = [];
    const views: Insertable<Database['profileView']>[] = [];
    const activity: Insertable<Database['activity']>[] = [];
    for (const n of numbers) {
      const r = generator(n + 1);
      const id = memberId(n);
      const joined = new Date(now - r.int(700) * DAY).toISOString();
      users.push({
        id,
        email: `member${n}@bulk.skilllink.test`,
        passwordHash,
        firstName: r.pick(FIRST),
        lastName: r.pick(LAST),
        title: r.pick(TITLES),
        location: r.pick(CITIES),
        avatar: null,
        isVerified: true,
        onboardingCompleted: true,
        theme: null,
        language: 'en',
        createdAt: joined,
        updatedAt: joined,
      });
      const chosen = new Set<number>();
      for (let k = 3 + r.int(6); chosen.size < k;) chosen.add(r.int(catalog.length));
      for (const c of chosen) {
        const skill = catalog[c]!;
        const at = new Date(now - r.int(120) * DAY).toISOString();
        skills.push({
          id: `${id}-s${c}`,
          userId: id,
          name: skill.name,
          nameKey: skill.nameKey,
          level: r.pick(LEVELS),
          category: skill.category,
          yearsOfExperience: r.int(10),
          endorsementCount: 0,
          createdAt: at,
          updatedAt: at,
        });
        activity.push({
          id: `${id}-a${c}`,
          userId: id,
          type: 'skill_added' as const,
          subject: skill.name,
          link: '/app/profile?tab=skills',
          createdAt: at,
        });
      }
      jobs.push({
        id: `${id}-j`,
        userId: id,
        company: r.pick(COMPANIES),
        position: r.pick(TITLES),
        location: 'Accra, Ghana',
        startDate: `20${10 + r.int(15)}-0${1 + r.int(9)}`,
        endDate: null,
        description: '',
        skills: '[]',
        createdAt: joined,
        updatedAt: joined,
      });
      // Connections only to lower numbers, so every pair is written once whatever the batch:
      // CONNECTIONS_EACH rows per member (500,000 for 50,000 members: the people search and Discover benchmarks' data set),
      // so a member has twice that on average and the first members many more.
      for (let k = 0; k < CONNECTIONS_EACH && n > 0; k += 1) {
        const other = r.int(n);
        const pair = memberPair(id, memberId(other));
        links.push({
          id: `${pair.userLow}-${pair.userHigh}`,
          requesterId: id,
          addresseeId: memberId(other),
          ...pair,
          status: 'accepted' as const,
          message: '',
          createdAt: joined,
          respondedAt: joined,
        });
      }
      if (n > 0) {
        const at = new Date(now - r.int(14) * DAY);
        views.push({ profileId: memberId(r.int(n)), viewerId: id, day: at.toISOString().slice(0, 10), createdAt: at.toISOString() });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user')
        .values(users)
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('memberSkill')
        .values(skills)
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('experience')
        .values(jobs)
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (links.length)
        await trx
          .insertInto('connection')
          .values(links)
          .onConflict((oc) => oc.doNothing())
          .execute();
      if (views.length)
        await trx
          .insertInto('profileView')
          .values(views)
          .onConflict((oc) => oc.doNothing())
          .execute();
      await trx
        .insertInto('activity')
        .values(activity)
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    added += numbers.length;
  }
  // Catalogue member counts follow the rows, as the app keeps them.
  const counts = await db
    .selectFrom('memberSkill')
    .select(['nameKey', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('nameKey')
    .execute();
  for (const c of counts)
    await db
      .updateTable('skillCatalog')
      .set({ memberCount: Number(c.n) })
      .where('nameKey', '=', c.nameKey)
      .execute();
  return added;
}
