import type { ColumnType } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Job alerts (migration 20261210-002, issue 22 item 7, ADR 053). */

export interface JobAlertTable {
  id: string;
  memberId: string;
  name: string;
  /** JSON of contracts JobAlertSearch. */
  search: string;
  createdAt: Timestamp;
  /** The matcher's queue: listings posted since (less an overlap) are new to the alert. */
  checkedAt: Timestamp;
}

export interface JobAlertMatchTable {
  alertId: string;
  jobId: string;
  memberId: string;
  matchedAt: Timestamp;
  /** The digest that listed it; null until one claims it. */
  digestId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobAlertDigestTable {
  id: string;
  memberId: string;
  /** UTC day, YYYY-MM-DD: one digest per member per day. */
  day: string;
  /** sha256 of its unsubscribe token; null when no mail went out. */
  tokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  listingCount: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
}

export interface JobAlertSettingTable {
  memberId: string;
  emailsEnabled: Bool;
  updatedAt: Timestamp;
}
