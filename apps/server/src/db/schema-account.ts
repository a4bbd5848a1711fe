import type { ColumnType } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Settings: account and security (migration 20261216-001, ADR 061). */

export type SignInMethod = 'password' | 'link' | 'second_step';
export type SignInOutcome = 'succeeded' | 'wrong_password' | 'second_step_needed' | 'wrong_code';

export interface SignInEventTable {
  id: string;
  userId: string;
  at: Timestamp;
  ip: string;
  userAgent: string | null;
  method: SignInMethod;
  outcome: SignInOutcome;
}

export interface EmailChangeTable {
  id: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  verifyHash: string;
  undoHash: string;
  createdAt: Timestamp;
  verifyExpiresAt: Timestamp;
  undoExpiresAt: Timestamp;
  verifiedAt: Timestamp | null;
  /** Undone, cancelled or replaced by a newer request. */
  closedAt: Timestamp | null;
}

export interface RecoveryCodeTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: Timestamp | null;
}

export interface SignInChallengeTable {
  tokenHash: string;
  userId: string;
  persistent: Bool;
  /** How the first step was passed (password or link), for the history. */
  method: string;
  attempts: ColumnType<number, number | undefined, number>;
  expiresAt: Timestamp;
}
