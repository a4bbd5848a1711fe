import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eraseMember } from '../../test/erase.js';
import { referralsMemberData } from './member-data.js';
import { addSkill, codeOf, invite, join, ledgerOf, member } from './test-helpers.js';

// Referrals' part of "Your data" (ADR 062, 069): the export, and what erasure leaves behind.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => {
  await t.close();
});

const exported = async (memberId: string) => {
  const files = await referralsMemberData.export({ db: t.app.database.db, storage: t.app.storage, memberId, now: new Date() });
  expect(files.map((f) => f.path)).toEqual(['referrals.json']);
  return JSON.parse(files[0]!.content as string);
};

describe('referrals in "Your data"', () => {
  it('exports the code, the referrals, the points and who referred the member', async () => {
    const ama = await member(t.app, { firstName: 'Ama' });
    const code = await codeOf(ama.client);
    const kwame = await join(t.app, { ref: code, firstName: 'Kwame', lastName: 'Asare' });
    await addSkill(kwame.client);
    await invite(ama.client, `esi.${Date.now().toString(36)}@example.org`, { name: 'Esi', note: 'Join us' });

    const mine = await exported(ama.user.id);
    expect(mine.code.code).toBe(code);
    expect(mine.referrals).toEqual([
      expect.objectContaining({ name: 'Kwame Asare', status: 'completed', source: 'link' }),
      expect.objectContaining({ name: 'Esi', status: 'pending', source: 'invitation', note: 'Join us' }),
    ]);
    expect(mine.points).toEqual([expect.objectContaining({ amount: 25, reason: 'referral_completed' })]);
    expect(mine.referredBy).toBeNull();
    expect((await exported(kwame.user.id)).referredBy).toMatchObject({ firstName: 'Ama', status: 'completed' });
  });

  it('erases what a member sent and earned; their referrer keeps the row and the points, as "Deleted member"', async () => {
    const ama = await member(t.app, { firstName: 'Ama' });
    const code = await codeOf(ama.client);
    const kwame = await join(t.app, { ref: code, firstName: 'Kwame', lastName: 'Asare' });
    await addSkill(kwame.client);
    await invite(kwame.client, `yaw.${Date.now().toString(36)}@example.org`);
    await codeOf(kwame.client);

    await eraseMember(t.app, kwame.user.id);
    const db = t.app.database.db;
    expect(await db.selectFrom('referral').selectAll().where('referrerId', '=', kwame.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('referralCode').selectAll().where('userId', '=', kwame.user.id).execute()).toEqual([]);
    const screen = (await ama.client.get('/api/v1/referrals')).json();
    expect(screen.history).toEqual([
      expect.objectContaining({ name: 'Deleted member', email: null, status: 'completed', rewardEarned: 25 }),
    ]);
    expect(screen.ledger).toEqual([expect.objectContaining({ amount: 25, subject: 'Deleted member' })]);
    expect(screen.stats.rewardPoints).toBe(25);

    await eraseMember(t.app, ama.user.id);
    expect(await ledgerOf(t.app, ama.user.id)).toEqual([]);
    expect(await db.selectFrom('referral').selectAll().where('referrerId', '=', ama.user.id).execute()).toEqual([]);
    expect((await new TestClient(t.app).get(`/api/v1/referrals/codes/${code}`)).statusCode).toBe(404);
    // Erasing again is harmless.
    await expect(
      referralsMemberData.erase({ db, storage: t.app.storage, memberId: ama.user.id, now: new Date() }),
    ).resolves.toBeUndefined();
  });
});
