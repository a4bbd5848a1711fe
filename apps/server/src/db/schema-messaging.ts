import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Messaging (migration 20261126-001, ADR 014). */
export interface ConversationTable {
  id: string;
  /** The pair, lower id first; both null for a project's conversation (ADR 058). */
  userLow: ColumnType<string | null, string | null | undefined, never>;
  userHigh: ColumnType<string | null, string | null | undefined, never>;
  /** The job application it is about (migration 20261210-003, ADR 054); null between connections. */
  applicationId: ColumnType<string | null, string | null | undefined, never>;
  /** The workspace project whose team chat this is (migration 20261213-003, ADR 058); null otherwise. */
  projectId: ColumnType<string | null, string | null | undefined, never>;
  lastSeq: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ConversationMemberTable {
  conversationId: string;
  userId: string;
  readSeq: ColumnType<number, number | undefined, number>;
  deliveredSeq: ColumnType<number, number | undefined, number>;
  clearedSeq: ColumnType<number, number | undefined, number>;
  hidden: ColumnType<number | boolean, boolean | undefined, boolean>;
  /** Messages from the other member above both pointers, not deleted (kept by the writers). */
  unread: ColumnType<number, number | undefined, number>;
}

export interface MessageTable {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  clientId: string;
  content: string;
  createdAt: Timestamp;
  editedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
  deletedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
}
