import type { PointsEntry, Referral, ReferralStatus } from '@skilllink/contracts/referrals';
import { toIso } from '../../db/database.js';
import { deletedMemberName } from '../../platform/deleted-member.js';
import { asLanguage } from '../../platform/i18n/language.js';
import type { ReferralRow } from './referrals.repository.js';
import type * as repo from './referrals.repository.js';

export const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : toIso(value));

/** Rows become API objects here only; an erased member's row is named in the reader's language. */
export function toReferral(row: ReferralRow, language: string): Referral {
  return {
    id: row.id,
    name: row.name || deletedMemberName(asLanguage(language)),
    email: row.email,
    status: row.status as ReferralStatus,
    source: row.source,
    referredDate: toIso(row.invitedAt),
    joinedDate: isoOrNull(row.joinedAt),
    completedDate: isoOrNull(row.completedAt),
    rewardEarned: Number(row.rewardEarned),
    remindersSent: row.remindersSent,
    nextReminderAt: row.status === 'pending' ? isoOrNull(row.nextReminderAt) : null,
  };
}

/** `subject` is the referred person's name; an erased member's (blanked) reads as in the history. */
export function toPointsEntry(row: Awaited<ReturnType<typeof repo.ledger>>[number], language: string): PointsEntry {
  const subject = row.name === null ? null : row.name || deletedMemberName(asLanguage(language));
  return { id: row.id, amount: row.amount, reason: row.reason, subject, at: toIso(row.createdAt) };
}
