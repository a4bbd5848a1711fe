import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Referrals' part of "Your data" (ADR 062, 069): the member's code, the people they invited or
 * referred, their points ledger, and who referred them (by first name). Erasure removes what they
 * sent and earned; a referrer's history keeps the row of an erased member without their name.
 */
export const referralsMemberData: MemberDataSource = {
  area: 'referrals',
  async export({ db, memberId }) {
    const code = await db.selectFrom('referralCode').select(['code', 'createdAt']).where('userId', '=', memberId).executeTakeFirst();
    const referred = await db
      .selectFrom('referral')
      .select(['name', 'email', 'note', 'status', 'source', 'invitedAt', 'joinedAt', 'completedAt', 'remindersSent'])
      .where('referrerId', '=', memberId)
      .orderBy('invitedAt')
      .execute();
    const points = await db
      .selectFrom('referralPoints')
      .select(['amount', 'reason', 'createdAt'])
      .where('userId', '=', memberId)
      .orderBy('createdAt')
      .execute();
    const by = await db
      .selectFrom('referral')
      .innerJoin('user', 'user.id', 'referral.referrerId')
      .select(['user.firstName', 'referral.status', 'referral.joinedAt'])
      .where('referral.referredUserId', '=', memberId)
      .executeTakeFirst();
    return [jsonFile('referrals.json', { code: code ?? null, referrals: referred, points, referredBy: by ?? null })];
  },
  async erase({ db, memberId }) {
    await db.deleteFrom('referralPoints').where('userId', '=', memberId).execute();
    await db.deleteFrom('referral').where('referrerId', '=', memberId).execute();
    await db.deleteFrom('referralCode').where('userId', '=', memberId).execute();
    await db.deleteFrom('memberHighlight').where('userId', '=', memberId).execute();
    // The referrer keeps the fact (and the points it earned), not the person's name.
    await db.updateTable('referral').set({ name: '', email: null }).where('referredUserId', '=', memberId).execute();
  },
};
