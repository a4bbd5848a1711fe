import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** The project workspace (migration 20261212-001, issue 23, ADR 056). */

type Money = ColumnType<number | string, number, number>;
type MaybeTime = ColumnType<string | Date | null, string | null, string | null>;

export interface WorkspaceProjectTable {
  id: string;
  title: string;
  description: string;
  /** One of WORKSPACE_STATUSES. */
  status: string;
  /** One of WORKSPACE_PRIORITIES. */
  priority: string;
  budgetTotal: Money;
  budgetSpent: Money;
  currency: string;
  /** YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
  /** JSON array of strings. */
  tags: string;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Migration 20261213-001: archived projects are read-only until restored. */
  archivedAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** The client: a member (then on the team as a viewer), or a name and e-mail. */
  clientUserId: ColumnType<string | null, string | null | undefined, string | null>;
  clientName: ColumnType<string | null, string | null | undefined, string | null>;
  clientEmail: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of skill names. */
  skills: ColumnType<string, string | undefined, string>;
  /** The awarded proposal (job_application) it was made from; unique. */
  applicationId: ColumnType<string | null, string | null | undefined, never>;
}

export interface WorkspaceMemberTable {
  projectId: string;
  userId: string;
  /** One of WORKSPACE_ROLES. */
  role: string;
  invitedBy: string | null;
  invitedAt: Timestamp;
  /** Null while the invitation waits. */
  acceptedAt: MaybeTime;
}

export interface WorkspaceTaskTable {
  id: string;
  projectId: string;
  title: string;
  description: string;
  /** One of TASK_STATUSES. */
  status: string;
  priority: string;
  assigneeId: string | null;
  milestoneId: ColumnType<string | null, string | null | undefined, string | null>;
  dueDate: string | null;
  /** The due date its assignee was reminded of; null until then. */
  remindedDueDate: ColumnType<string | null, string | null | undefined, string | null>;
  completedAt: MaybeTime;
  tags: string;
  createdBy: string | null;
  updatedBy: string | null;
  /** 1 when created, +1 on every save. */
  version: number;
  /** Order inside its board column (migration 20261213-001). */
  position: ColumnType<number, number | undefined, number>;
  /** 0–100, as the assignee reports it. */
  progress: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WorkspaceMilestoneTable {
  id: string;
  projectId: string;
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A project's feed (migration 20261213-001): kind + params, worded per reader. */
export interface WorkspaceActivityTable {
  id: string;
  projectId: string;
  actorId: string | null;
  /** One of WORKSPACE_ACTIVITY_KINDS. */
  kind: string;
  /** JSON object of the strings the sentence quotes. */
  params: string;
  createdAt: Timestamp;
}

/** An invitation by e-mail waiting for its address to be verified by a member (migration 20261214-001, ADR 059). */
export interface WorkspaceEmailInviteTable {
  id: string;
  projectId: string;
  /** SHA-256 of the lower-cased address: the address itself is not kept. */
  emailHash: string;
  /** What the team sees: "k•••@example.com". */
  emailShown: string;
  /** One of WORKSPACE_ROLES. */
  role: string;
  invitedBy: string | null;
  invitedAt: Timestamp;
}
