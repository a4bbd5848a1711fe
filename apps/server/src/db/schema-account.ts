import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** A boolean column with a default: optional on insert. */
type DefaultedBool = ColumnType<number | boolean, boolean | undefined, boolean>;

export interface UserTable {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  title: string;
  avatar: string | null;
  isVerified: Bool;
  onboardingCompleted: Bool;
  theme: string | null;
  language: string;
  timeZone: Generated<string>;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabledAt: Timestamp | null;
  /** bigint: PostgreSQL returns it as a string. */
  totpLastStep: ColumnType<number | string | null, number | null, number | null>;
  profileVisibility: Generated<ProfileVisibility>;
  connectionRequests: Generated<RequestsFrom>;
  readReceipts: DefaultedBool;
  onlineStatus: DefaultedBool;
  endorsements: DefaultedBool;
  bio: Generated<string>;
  location: Generated<string>;
  phone: Generated<string>;
  website: Generated<string>;
  linkedin: Generated<string>;
  github: Generated<string>;
  /** Public page /in/{handle} (migration 20261217-003): lower-case, unique; null only for bulk-seeded or erased members. */
  handle: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the account was erased (ADR 062): the row stays, anonymised, so messages keep an author. */
  erasedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  tokenHash: string;
  userId: string;
  persistent: Bool;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
  createdAt: Timestamp;
  userAgent: string | null;
  ip: string | null;
}

/** Settings: account and security (migration 20261216-001, ADR 061). */

export type SignInMethod = 'password' | 'link' | 'second_step' | 'oidc';
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

/** Settings → Privacy (migration 20261216-002, ADR 063). */
export type ProfileVisibility = 'everyone' | 'members' | 'connections';
export type RequestsFrom = 'everyone' | 'mutual';

export interface MemberBlockTable {
  blockerId: string;
  blockedId: string;
  createdAt: Timestamp;
}

export interface MemberReportTable {
  id: string;
  reporterId: string;
  reportedId: string;
  reason: string;
  details: string;
  createdAt: Timestamp;
  resolvedAt: Timestamp | null;
  resolvedBy: string | null;
  resolution: string | null;
}
