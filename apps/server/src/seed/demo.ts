import type { DB } from '../db/database.js';
import { hashPassword } from '../features/auth/auth.service.js';
import { insertUser } from '../features/auth/auth.repository.js';
import { newId } from '../platform/ids.js';
import type { Storage } from '../platform/storage.js';
import { DEMO_POSTERS } from './demo-jobs-data.js';
import { demoMembers, DEMO_ACCOUNT, type DemoMember } from './demo-members.js';
import { seedDemoCalendar } from './demo-calendar.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoLearning } from './demo-learning.js';
import { seedDemoSkillBadges } from './demo-skill-badges.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { demoReferralMembers, seedDemoReferrals } from './demo-referrals.js';
import { seedSkillHistory } from './skills-catalog.js';
import { seedDemoWorkspace } from './demo-workspace.js';

/**
 * Idempotent demo content: every member is inserted only if their e-mail is not there yet,
 * so running it on every start (or twice at once on two nodes) never duplicates anything.
 * Returns how many members it added.
 */
/** Every demo account, all with the public demo password: the members, and the employers who post the demo jobs. */
export const demoAccounts: DemoMember[] = [
  ...demoMembers,
  ...demoReferralMembers,
  ...Object.values(DEMO_POSTERS).map(({ email, firstName, lastName, title }) => ({ email, firstName, lastName, title })),
];

/** How many of the demo accounts (whose password is public) exist here. */
export async function countDemoMembers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(
      'email',
      'in',
      demoAccounts.map((m) => m.email),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `storage` is the app's (the demo projects' files go there); without it they get none. */
export async function seedDemo(db: DB, storage?: Storage): Promise<number> {
  const existing = new Set(
    (
      await db
        .selectFrom('user')
        .select('email')
        .where(
          'email',
          'in',
          demoAccounts.map((m) => m.email),
        )
        .execute()
    ).map((r) => r.email),
  );
  const missing = demoAccounts.filter((m) => !existing.has(m.email));
  const added = await addMembers(db, missing);
  await seedDemoProfiles(db);
  await seedDemoNotifications(db);
  await seedDemoMessages(db);
  await seedDemoLearning(db);
  await seedDemoSkillBadges(db);
  await seedDemoReferrals(db);
  await seedDemoCalendar(db);
  await seedDemoJobs(db);
  await seedDemoWorkspace(db, storage);
  await seedSkillHistory(db);
  return added;
}

async function addMembers(db: DB, missing: readonly DemoMember[]): Promise<number> {
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  let added = 0;
  for (const m of missing) {
    try {
      await insertUser(db, { id: newId(), ...m, passwordHash, isVerified: true, now: new Date().toISOString() });
      added += 1;
    } catch {
      // Another process seeded the same member a moment ago: the unique e-mail index keeps one.
    }
  }
  return added;
}
