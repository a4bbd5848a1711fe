import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** A project's files and the server's own secrets (migration 20261213-002, ADR 057). */

export interface WorkspaceFileTable {
  id: string;
  projectId: string;
  /** Display name only; never a path. */
  name: string;
  storageKey: string;
  /** Sniffed from the content. */
  mime: string;
  /** image | document. */
  kind: string;
  /** bigint: PostgreSQL hands it back as a string. */
  size: ColumnType<number | string, number, number>;
  /** One of WORKSPACE_FILE_CATEGORIES. */
  category: string;
  uploadedBy: string | null;
  createdAt: Timestamp;
  thumbnailKey: string | null;
}

export interface ServerSecretTable {
  name: string;
  /** base64url random bytes. */
  secret: string;
  createdAt: Timestamp;
}
