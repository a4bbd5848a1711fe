import type { Bool, Timestamp } from './column-types.js';

/** Referrals (migration 20261218-001, features/referrals, ADR 069). */

/** Each member's code: made once, on first use, unique. */
export interface ReferralCodeTable {
  userId: string;
  code: string;
  createdAt: Timestamp;
}

export type ReferralStatusColumn = 'pending' | 'joined' | 'completed' | 'held' | 'declined';

export interface ReferralTable {
  id: string;
  referrerId: string;
  source: 'invitation' | 'link';
  name: string;
  /** As typed, for the referrer's history and the reminders; null for a join through the link. */
  email: string | null;
  /** SHA-256 of the address's dedupe key (lower case, no +tag, one key for throwaway domains). */
  emailKey: string | null;
  /** A throwaway (disposable) domain: at most one of these earns points per referrer. */
  disposable: Bool;
  note: string | null;
  /** The inviter's language when they sent it: reminders go out in it too. */
  language: string;
  status: ReferralStatusColumn;
  /** The member who registered; unique: one referrer per member, the first one wins. */
  referredUserId: string | null;
  /** Why a join waits for review: 'same_network' | 'same_device'. */
  heldReason: string | null;
  /** SHA-256 of the invitation's "no more invitations" link token. */
  declineTokenHash: string | null;
  remindersSent: number;
  nextReminderAt: Timestamp | null;
  invitedAt: Timestamp;
  joinedAt: Timestamp | null;
  completedAt: Timestamp | null;
}

/** The points ledger: entries only, the balance is their sum. `awardKey` makes each award once. */
export interface ReferralPointsTable {
  id: string;
  userId: string;
  amount: number;
  reason: 'referral_completed' | 'referral_bonus' | 'highlight_redeemed';
  referralId: string | null;
  /** Unique: `referral:<id>`, `bonus:<userId>`, `highlight:<userId>:<until>` — a race awards once. */
  awardKey: string;
  createdAt: Timestamp;
}

/** Addresses (their dedupe key's hash) whose owners asked never to be invited again. */
export interface DoNotInviteTable {
  emailKey: string;
  createdAt: Timestamp;
}

/** A profile highlight bought with points: shown on the member's profile until `until`. */
export interface MemberHighlightTable {
  userId: string;
  until: Timestamp;
}

export interface ReferralTables {
  referralCode: ReferralCodeTable;
  referral: ReferralTable;
  referralPoints: ReferralPointsTable;
  doNotInvite: DoNotInviteTable;
  memberHighlight: MemberHighlightTable;
}
