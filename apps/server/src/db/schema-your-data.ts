import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Settings → Your data (migration 20261216-003, ADR 062). */

type MaybeTime = ColumnType<string | Date | null, string | null | undefined, string | null>;

export type DataExportStatus = 'pending' | 'ready' | 'failed';

export interface DataExportTable {
  id: string;
  userId: string;
  status: DataExportStatus;
  requestedAt: Timestamp;
  /** When a job process took it; a claim older than a few minutes is taken again (that process died). */
  claimedAt: MaybeTime;
  attempts: ColumnType<number, number | undefined, number>;
  readyAt: MaybeTime;
  /** When the download link stops working; the ZIP is removed from storage after it. */
  expiresAt: MaybeTime;
  storageKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the e-mailed link's token. */
  tokenHash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccountDeletionTable {
  userId: string;
  requestedAt: Timestamp;
  /** 14 days after the request: the erasure runs once this has passed. */
  dueAt: Timestamp;
  claimedAt: MaybeTime;
  /** Set once erased; a row without it is a deletion still waiting. */
  erasedAt: MaybeTime;
}
