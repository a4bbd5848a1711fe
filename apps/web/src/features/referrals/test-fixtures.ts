import type { PointsEntry, Referral, ReferralsOverview } from '@skilllink/contracts/referrals';

/** A referral, newest for i = 0; pending by invitation unless told otherwise. */
export function referral(i: number, overrides: Partial<Referral> = {}): Referral {
  return {
    id: `01900000-0000-7000-8000-${String(1000 - i).padStart(12, '0')}`,
    name: `Friend ${i}`,
    email: `friend${i}@example.com`,
    status: 'pending',
    source: 'invitation',
    referredDate: '2026-11-03T12:00:00.000Z',
    joinedDate: null,
    completedDate: null,
    rewardEarned: 0,
    remindersSent: 0,
    nextReminderAt: null,
    ...overrides,
  };
}

export const entry = (i: number, overrides: Partial<PointsEntry> = {}): PointsEntry => ({
  id: `entry-${i}`,
  amount: 25,
  reason: 'referral_completed',
  subject: 'Kofi Owusu',
  at: '2026-11-10T12:00:00.000Z',
  ...overrides,
});

/** Ama's referrals (the demo content): one in every state, 175 points. */
export const amaHistory: Referral[] = [
  referral(0, {
    name: 'Efua Asante',
    email: 'efua@example.com',
    remindersSent: 1,
    nextReminderAt: '2026-12-12T12:00:00.000Z',
  }),
  referral(1, { name: 'Yaw Boateng', email: null, status: 'joined', source: 'link', joinedDate: '2026-11-05T12:00:00.000Z' }),
  referral(2, {
    name: 'Kofi Owusu',
    email: 'kofi@example.com',
    status: 'completed',
    joinedDate: '2026-11-04T12:00:00.000Z',
    completedDate: '2026-11-10T12:00:00.000Z',
    rewardEarned: 25,
  }),
  referral(3, { name: 'Akua Mensah', email: 'akua@example.com', status: 'held', joinedDate: '2026-11-06T12:00:00.000Z' }),
  referral(4, { name: 'Kwesi Appiah', email: 'kwesi@example.com', status: 'declined' }),
];

export function overview(overrides: Partial<ReferralsOverview> = {}): ReferralsOverview {
  return {
    code: 'AMAQXRTPL',
    link: 'http://localhost:3000/register?ref=AMAQXRTPL',
    stats: { totalReferrals: 12, successfulReferrals: 7, pendingReferrals: 3, rewardPoints: 175 },
    balance: 175,
    badgeEarnedAt: null,
    highlightUntil: null,
    invitesLeftToday: 18,
    history: amaHistory,
    nextCursor: null,
    ledger: [
      entry(0),
      entry(1, { amount: 100, reason: 'referral_bonus', subject: null }),
      entry(2, { amount: -100, reason: 'highlight_redeemed', subject: null }),
    ],
    ...overrides,
  };
}

export const empty = (): ReferralsOverview =>
  overview({
    stats: { totalReferrals: 0, successfulReferrals: 0, pendingReferrals: 0, rewardPoints: 0 },
    balance: 0,
    history: [],
    ledger: [],
    invitesLeftToday: 20,
  });
