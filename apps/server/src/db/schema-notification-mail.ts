import type { ColumnType } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Notification e-mails (migration 20261216-005, ADR 065). */

type MaybeText = ColumnType<string | null, string | null | undefined, string | null>;

export interface NotificationEmailPreferenceTable {
  userId: string;
  /** A NotificationPreferenceKey. */
  type: string;
  enabled: Bool;
  updatedAt: Timestamp;
}

export type EmailDigest = 'daily' | 'weekly' | 'off';

export interface NotificationMailSettingTable {
  userId: string;
  digest: ColumnType<EmailDigest, EmailDigest | undefined, EmailDigest>;
  /** HH:MM in the member's time zone; both set or both null. */
  quietStart: MaybeText;
  quietEnd: MaybeText;
  /** YYYY-MM-DD in the member's zone of the last digest: claimed by one process per day. */
  lastDigestDay: MaybeText;
  updatedAt: Timestamp;
}

export interface NotificationMailQueueTable {
  notificationId: string;
  userId: string;
  type: string;
  /** Messages and applications: mailed once the member has been away 10 minutes; else the digest. */
  immediate: Bool;
  createdAt: Timestamp;
}

/** Web Push (migration 20261216-006, ADR 066). */

export interface PushSubscriptionTable {
  id: string;
  userId: string;
  /** The session it was made in: ending that session ends the subscription. */
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: Timestamp;
  lastPushedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface NotificationPushPreferenceTable {
  userId: string;
  /** A NotificationPreferenceKey. */
  type: string;
  enabled: Bool;
  updatedAt: Timestamp;
}

export interface PushQueueTable {
  notificationId: string;
  userId: string;
  createdAt: Timestamp;
}
