import type { Timestamp } from './column-types.js';

/**
 * Public handles (migration 20261217-003, issue 26): the current handle is `user.handle`; these
 * keep the old ones working and count changes.
 */

/** An old handle → its member, so /in/old still leads to them. A member's current handle always wins over this table. */
export interface MemberHandleRedirectTable {
  oldHandle: string;
  userId: string;
  createdAt: Timestamp;
}

/** One row per successful change, for the daily limit (older rows are deleted on the next change). */
export interface MemberHandleChangeTable {
  userId: string;
  changedAt: Timestamp;
}
