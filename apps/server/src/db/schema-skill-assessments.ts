import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Skill assessments and badges (migration 20261221-001, features/skills and credentials, ADR 078). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SkillAssessmentAttemptTable {
  id: string;
  userId: string;
  skillSlug: string;
  startedAt: Timestamp;
  deadlineAt: Timestamp;
  submittedAt: Nullable<string | Date>;
  /** JSON: [{ q: question id, o: option order }] drawn for this attempt. */
  draw: string;
  /** JSON: the saved answer per question (option index as shown, or null). */
  answers: string;
  score: Nullable<number>;
  passed: ColumnType<number | boolean | null, boolean | null | undefined, boolean | null>;
}

/** A member passed a skill's assessment: one per member and skill. */
export interface SkillBadgeTable {
  id: string;
  userId: string;
  skillSlug: string;
  /** The catalogue's name key: matches member_skill.name_key and job_skill.skill_key. */
  nameKey: string;
  skillName: string;
  attemptId: string;
  score: number;
  issuedAt: Timestamp;
  revokedAt: Nullable<string | Date>;
  revokedReason: Nullable<string>;
}

/** The signed credential of a skill badge, made once (its bit in the one revocation list). */
export interface SkillBadgeCredentialTable {
  badgeId: string;
  statusIndex: number;
  keyId: string;
  document: string;
  issuedAt: Timestamp;
}

export interface SkillAssessmentTables {
  skillAssessmentAttempt: SkillAssessmentAttemptTable;
  skillBadge: SkillBadgeTable;
  skillBadgeCredential: SkillBadgeCredentialTable;
}
