import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../platform/ids.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';
import { DEMO_REFERRAL_CODE } from './demo-referrals.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
});
afterAll(async () => t.close());

const amaId = async () =>
  (await t.app.database.db.selectFrom('user').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow()).id;

/** Everything the referral seed writes, counted. */
async function counts() {
  const db = t.app.database.db;
  const count = async (table: 'user' | 'referralCode' | 'referral' | 'referralPoints' | 'doNotInvite') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const points = await db
    .selectFrom('referralPoints')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('userId', '=', await amaId())
    .executeTakeFirstOrThrow();
  return {
    users: await count('user'),
    codes: await count('referralCode'),
    referrals: await count('referral'),
    entries: await count('referralPoints'),
    doNotInvite: await count('doNotInvite'),
    points: Number(points.total),
  };
}

describe('demo referrals', () => {
  it('gives Ama her code and referrals in every state, with 175 points from 7 ledger entries', async () => {
    const db = t.app.database.db;
    const ama = await amaId();
    const code = await db.selectFrom('referralCode').select('code').where('userId', '=', ama).executeTakeFirstOrThrow();
    expect(code.code).toBe(DEMO_REFERRAL_CODE);
    // The rule of every code (spec 001 §9): the first name, then 6 random capitals.
    expect(code.code).toMatch(/^AMA[A-Z]{6}$/);

    const referrals = await db.selectFrom('referral').selectAll().where('referrerId', '=', ama).execute();
    expect(referrals).toHaveLength(12);
    expect(referrals.map((r) => r.status).sort()).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'declined',
      'held',
      'joined',
      'pending',
      'pending',
    ]);
    for (const r of referrals) {
      expect(r.language).toBe('en');
      expect(r.emailKey).toMatch(/^[0-9a-f]{64}$/);
      if (r.email) expect(r.emailKey).toBe(hashToken(r.email.toLowerCase()));
      expect(r.email === null).toBe(r.source === 'link');
    }

    const completed = referrals.filter((r) => r.status === 'completed');
    expect(new Set(completed.map((r) => r.source))).toEqual(new Set(['invitation', 'link']));
    const referred = await db
      .selectFrom('user')
      .select('id')
      .where(
        'id',
        'in',
        completed.map((r) => r.referredUserId!),
      )
      .execute();
    expect(referred).toHaveLength(7);
    for (const r of completed) expect(r.completedAt).not.toBeNull();

    const ledger = await db.selectFrom('referralPoints').selectAll().where('userId', '=', ama).execute();
    expect(ledger).toHaveLength(7);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(175);
    for (const e of ledger) {
      expect(e).toMatchObject({ amount: 25, reason: 'referral_completed', awardKey: `referral:${e.referralId}` });
      expect(completed.map((r) => r.id)).toContain(e.referralId);
    }

    const joined = referrals.find((r) => r.status === 'joined')!;
    const held = referrals.find((r) => r.status === 'held')!;
    expect(joined).toMatchObject({ source: 'link', email: null, completedAt: null });
    expect(held).toMatchObject({ heldReason: 'same_network', completedAt: null });
    const members = await db
      .selectFrom('user')
      .select(['id', 'firstName'])
      .where('id', 'in', [joined.referredUserId!, held.referredUserId!])
      .execute();
    expect(members.map((m) => m.firstName).sort()).toEqual(['Kojo', 'Nana']);

    for (const p of referrals.filter((r) => r.status === 'pending')) {
      expect(p.referredUserId).toBeNull();
      expect(p.declineTokenHash).toMatch(/^[0-9a-f]{64}$/);
      const days = [3, 7][p.remindersSent]!;
      expect(new Date(p.nextReminderAt!).getTime() - new Date(p.invitedAt).getTime()).toBe(days * 86_400_000);
    }
    const declined = referrals.find((r) => r.status === 'declined')!;
    const blocked = await db.selectFrom('doNotInvite').select('emailKey').execute();
    expect(blocked.map((b) => b.emailKey)).toEqual([declined.emailKey]);
  });

  it('adds nothing when the demo is seeded again, or twice at the same time', async () => {
    const db = t.app.database.db;
    const first = await counts();
    expect(first).toMatchObject({ codes: 1, referrals: 12, entries: 7, doNotInvite: 1, points: 175 });
    await seedDemo(db);
    expect(await counts()).toEqual(first);
    await Promise.all([seedDemo(db), seedDemo(db)]);
    expect(await counts()).toEqual(first);
  });
});
