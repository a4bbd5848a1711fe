import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.js';

/** One search (migration 20261215-001, ADR 060). */

/** bigint: PostgreSQL returns it as a string. */
type EntryId = ColumnType<number | string, number, never>;

export interface SearchEntryTable {
  id: EntryId;
  /** One of SEARCH_KINDS. */
  kind: string;
  refId: string;
  title: string;
  subtitle: string;
  location: string;
  locationKey: string;
  company: string;
  image: string | null;
  /** JSON array of names. */
  skills: string;
  /** '|key|key|'. */
  skillKeys: string;
  experienceLevel: string | null;
  datedAt: ColumnType<string | Date | null, string | null, string | null>;
  words: string;
  stems: string;
}

export interface SearchTermTable {
  term: string;
}

export interface SearchDirtyTable {
  id: Generated<number | string>;
  /** user, job, course or skill: the table family an entry is built from. */
  source: string;
  refId: string;
}

export interface SearchHistoryTable {
  id: string;
  userId: string;
  query: string;
  queryKey: string;
  filters: string;
  searchedAt: Timestamp;
}

export interface SearchCountTable {
  day: string;
  queryKey: string;
  query: string;
  members: number;
}

export interface SearchVersionTable {
  id: number;
  version: number;
}

export interface SearchCountMemberTable {
  day: string;
  queryKey: string;
  userId: string;
}
