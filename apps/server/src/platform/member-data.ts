import type { DB } from '../db/database.js';
import type { Storage } from './storage.js';

/** What a source is given: the member, the database and the uploads. */
export interface MemberDataContext {
  db: DB;
  storage: Storage;
  memberId: string;
  now: Date;
}

/** One file of the export ZIP: `path` inside the ZIP (e.g. "messages.json"), text or bytes. */
export interface ExportFile {
  path: string;
  content: string | Uint8Array;
}

/**
 * One area's part of "Your data" (ADR 062). Each feature knows its own tables, so each writes its
 * own files of the export and erases its own rows; features never import each other, so they are
 * listed in member-data-sources.ts, the way search sources are.
 */
export interface MemberDataSource {
  area: string;
  /** The member's own data of this area; other members appear by name only, never their private data. */
  export(ctx: MemberDataContext): Promise<ExportFile[]>;
  /**
   * Removes the member's personal data of this area. Runs before the account row is anonymised,
   * may run again after a crash, so it must be harmless the second time.
   */
  erase(ctx: MemberDataContext): Promise<void>;
}

/** JSON as the export writes it: readable, two-space indented. */
export const jsonFile = (path: string, value: unknown): ExportFile => ({ path, content: `${JSON.stringify(value, null, 2)}\n` });
