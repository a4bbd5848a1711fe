import { REFERRAL_POINTS, REFERRAL_REMINDER_DAYS } from '@skilllink/contracts/referrals';
import type { DB } from '../db/database.js';
import type { ReferralStatusColumn } from '../db/schema-referrals.js';
import { hashToken, newToken } from '../platform/ids.js';
import { timedDemoId } from './demo-ids.js';
import { DEMO_ACCOUNT, demoMembers, type DemoMember } from './demo-members.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Ama's referral code: her first name and six fixed letters (REFERRAL_CODE_PATTERN). */
export const DEMO_REFERRAL_CODE = 'AMAQKZTWB';

/**
 * Two members who joined through Ama and have not completed yet: one still new (joined), one
 * held for review (same network). They are demo accounts like the others (demo.ts adds them
 * with the rest, so the public-password warning counts them); they get no profile or courses.
 */
export const demoReferralMembers: DemoMember[] = [
  { email: 'nana.adjei@demo.skilllink.africa', firstName: 'Nana', lastName: 'Adjei', title: 'Accounts Assistant, Takoradi' },
  { email: 'kojo.annan@demo.skilllink.africa', firstName: 'Kojo', lastName: 'Annan', title: 'IT Support Technician, Accra' },
];

/** One of Ama's referrals; days are counted back from the seed's `now`. */
interface DemoReferral {
  key: string;
  name: string;
  /** The referred member's e-mail (a demo account) or, without an account, the invited address. */
  email: string;
  /** Whether the address belongs to a demo member whose account the referral links to. */
  member: boolean;
  source: 'invitation' | 'link';
  status: ReferralStatusColumn;
  note?: string;
  invitedDaysAgo: number;
  joinedDaysAgo?: number;
  completedDaysAgo?: number;
  remindersSent: number;
  heldReason?: 'same_network';
}

const member = (local: string): { name: string; email: string } => {
  const m = [...demoMembers, ...demoReferralMembers].find((d) => d.email.startsWith(`${local}@`))!;
  return { name: `${m.firstName} ${m.lastName}`, email: m.email };
};

/**
 * Ama's referrals in every state (issue 27 §6): 7 completed (175 points), 1 joined, 1 held,
 * 2 pending invitations and 1 declined. A link join has no invitation: it is "invited" when
 * the person registered. Reminders go out REFERRAL_REMINDER_DAYS after an unanswered invitation.
 */
export const demoReferrals: DemoReferral[] = [
  {
    key: 'kwame',
    ...member('kwame.asante'),
    member: true,
    source: 'invitation',
    status: 'completed',
    note: 'Kwame, the SQL and analytics courses here are great. Join me!',
    invitedDaysAgo: 118,
    joinedDaysAgo: 117,
    completedDaysAgo: 115,
    remindersSent: 0,
  },
  {
    key: 'akosua',
    ...member('akosua.boateng'),
    member: true,
    source: 'link',
    status: 'completed',
    invitedDaysAgo: 104,
    joinedDaysAgo: 104,
    completedDaysAgo: 102,
    remindersSent: 0,
  },
  {
    key: 'kofi',
    ...member('kofi.owusu'),
    member: true,
    source: 'invitation',
    status: 'completed',
    invitedDaysAgo: 91,
    joinedDaysAgo: 87,
    completedDaysAgo: 85,
    remindersSent: 1,
  },
  {
    key: 'efua',
    ...member('efua.addo'),
    member: true,
    source: 'link',
    status: 'completed',
    invitedDaysAgo: 72,
    joinedDaysAgo: 72,
    completedDaysAgo: 69,
    remindersSent: 0,
  },
  {
    key: 'yaw',
    ...member('yaw.darko'),
    member: true,
    source: 'invitation',
    status: 'completed',
    note: 'Yaw, there are mobile developer jobs in Kumasi on SkillLink. Have a look.',
    invitedDaysAgo: 56,
    joinedDaysAgo: 48,
    completedDaysAgo: 46,
    remindersSent: 2,
  },
  {
    key: 'abena',
    ...member('abena.osei'),
    member: true,
    source: 'invitation',
    status: 'completed',
    invitedDaysAgo: 34,
    joinedDaysAgo: 33,
    completedDaysAgo: 31,
    remindersSent: 0,
  },
  {
    key: 'esi',
    ...member('esi.quaye'),
    member: true,
    source: 'link',
    status: 'completed',
    invitedDaysAgo: 17,
    joinedDaysAgo: 17,
    completedDaysAgo: 15,
    remindersSent: 0,
  },
  {
    key: 'nana',
    ...member('nana.adjei'),
    member: true,
    source: 'link',
    status: 'joined',
    invitedDaysAgo: 6,
    joinedDaysAgo: 6,
    remindersSent: 0,
  },
  {
    key: 'kojo',
    ...member('kojo.annan'),
    member: true,
    source: 'link',
    status: 'held',
    heldReason: 'same_network',
    invitedDaysAgo: 3,
    joinedDaysAgo: 3,
    remindersSent: 0,
  },
  {
    key: 'adwoa',
    name: 'Adwoa Sarpong',
    email: 'adwoa.sarpong@example.com',
    member: false,
    source: 'invitation',
    status: 'pending',
    note: 'Adwoa, you should put your design portfolio here. It is free!',
    invitedDaysAgo: 2,
    remindersSent: 0,
  },
  {
    key: 'yaa',
    name: 'Yaa Asantewaa',
    email: 'yaa.asantewaa@example.com',
    member: false,
    source: 'invitation',
    status: 'pending',
    invitedDaysAgo: 5,
    remindersSent: 1,
  },
  {
    key: 'kwabena',
    name: 'Kwabena Frimpong',
    email: 'kwabena.frimpong@example.com',
    member: false,
    source: 'invitation',
    status: 'declined',
    invitedDaysAgo: 40,
    remindersSent: 1,
  },
];

/** Days after the invitation at which the declined person asked for no more invitations. */
const DECLINED_AFTER_DAYS = 4;

/** The address's dedupe key (lower case; none of these has a +tag or a throwaway domain), hashed. */
const emailKey = (email: string): string => hashToken(email.trim().toLowerCase());

/**
 * Ama's referral code, her referrals in every state, the points ledger for the completed ones
 * (25 each, dated when they completed) and the declined person's do-not-invite entry. All in
 * one transaction that starts by claiming her referral_code row: when she already has a code
 * (seeded before, by another node at the same moment, or made when she opened Referrals) it
 * adds nothing. Every insert skips on a conflict, so a referral that cannot be linked (the
 * member already has a referrer) is left out with its points, never failing the start.
 */
export async function seedDemoReferrals(db: DB, now = new Date()): Promise<void> {
  const emails = [DEMO_ACCOUNT.email, ...demoReferrals.filter((r) => r.member).map((r) => r.email)];
  const users = await db.selectFrom('user').select(['id', 'email']).where('email', 'in', emails).execute();
  const userId = new Map(users.map((u) => [u.email, u.id]));
  const amaId = userId.get(DEMO_ACCOUNT.email);
  if (!amaId) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('referralCode')
      .values({ userId: amaId, code: DEMO_REFERRAL_CODE, createdAt: ago(120) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;

    for (const r of demoReferrals) {
      const referredUserId = r.member ? userId.get(r.email) : null;
      if (referredUserId === undefined) continue;
      const invitedAt = ago(r.invitedDaysAgo);
      const invitation = r.source === 'invitation';
      const id = timedDemoId(`demo-referral-${r.key}`, invitedAt);
      // Only an invitation still open (or declined through it) keeps its "no more invitations" link.
      const declineLink = invitation && (r.status === 'pending' || r.status === 'declined');
      const inserted = await trx
        .insertInto('referral')
        .values({
          id,
          referrerId: amaId,
          source: r.source,
          name: r.name,
          email: invitation ? r.email : null,
          emailKey: emailKey(r.email),
          disposable: false,
          note: r.note ?? null,
          language: 'en',
          status: r.status,
          referredUserId,
          heldReason: r.heldReason ?? null,
          declineTokenHash: declineLink ? hashToken(newToken()) : null,
          remindersSent: r.remindersSent,
          nextReminderAt:
            r.status === 'pending' && r.remindersSent < REFERRAL_REMINDER_DAYS.length
              ? new Date(Date.parse(invitedAt) + REFERRAL_REMINDER_DAYS[r.remindersSent]! * DAY).toISOString()
              : null,
          invitedAt,
          joinedAt: r.joinedDaysAgo === undefined ? null : ago(r.joinedDaysAgo),
          completedAt: r.completedDaysAgo === undefined ? null : ago(r.completedDaysAgo),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;

      if (r.status === 'completed') {
        const completedAt = ago(r.completedDaysAgo!);
        await trx
          .insertInto('referralPoints')
          .values({
            id: timedDemoId(`demo-referral-points-${r.key}`, completedAt),
            userId: amaId,
            amount: REFERRAL_POINTS,
            reason: 'referral_completed',
            referralId: id,
            awardKey: `referral:${id}`,
            createdAt: completedAt,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (r.status === 'declined') {
        await trx
          .insertInto('doNotInvite')
          .values({ emailKey: emailKey(r.email), createdAt: ago(r.invitedDaysAgo - DECLINED_AFTER_DAYS) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
}
