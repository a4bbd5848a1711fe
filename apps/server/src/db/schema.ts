import type { ColumnType } from 'kysely';

/** ISO-8601 string in, string (SQLite) or Date (PostgreSQL) out: repositories normalise with toIso. */
type Timestamp = ColumnType<string | Date, string, string>;
/** 0/1 on SQLite, boolean on PostgreSQL; repositories normalise with toBool. */
type Bool = ColumnType<number | boolean, boolean, boolean>;

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
}

export type AuthTokenKind = 'password_reset' | 'email_verification';

export interface AuthTokenTable {
  id: string;
  userId: string;
  kind: AuthTokenKind;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export type MailStatus = 'pending' | 'logged' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: MailStatus;
  error: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  authToken: AuthTokenTable;
  mailOutbox: MailOutboxTable;
}
