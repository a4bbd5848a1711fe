import type { SkillBadge } from '@skilllink/contracts/skill-assessments';
import { ASSESSMENT_ATTEMPT_WINDOW_MS, ASSESSMENT_ATTEMPTS_PER_WINDOW } from '@skilllink/contracts/skill-assessments';
import { toIso } from '../../db/database.js';
import type * as repo from './assessment.repository.js';

// The assessment's rules over its rows (ADR 078): the attempt window, running and late
// attempts, and a badge as the API gives it.

/** Latency allowance around the deadline, as for course quizzes (clock skew, the auto-submit's trip). */
export const ASSESSMENT_GRACE_MS = 5_000;

export const badgeOf = (row: repo.BadgeRow): SkillBadge => ({
  id: row.id,
  skill: row.skillSlug,
  name: row.skillName,
  score: row.score,
  issuedAt: toIso(row.issuedAt),
  credentialUrl: `/api/v1/skill-badges/${row.id}/credential`,
});

/** A skill's name key, as member_skill and job_skill hold it. */
export const keyOf = (name: string) => name.trim().toLowerCase();

export const windowStart = (now: Date) => new Date(now.getTime() - ASSESSMENT_ATTEMPT_WINDOW_MS).toISOString();

/** Attempts left at one skill in the rolling window (`started`: its attempts in the window, oldest first). */
export function allowance(started: readonly repo.AttemptRow[], now: Date) {
  const inWindow = started.filter((a) => Date.parse(toIso(a.startedAt)) > now.getTime() - ASSESSMENT_ATTEMPT_WINDOW_MS);
  const attemptsLeft = Math.max(0, ASSESSMENT_ATTEMPTS_PER_WINDOW - inWindow.length);
  // A slot frees when the oldest attempt counted turns a window old.
  const oldest = inWindow[inWindow.length - ASSESSMENT_ATTEMPTS_PER_WINDOW];
  const nextAttemptAt = attemptsLeft === 0 && oldest ? new Date(Date.parse(toIso(oldest.startedAt)) + ASSESSMENT_ATTEMPT_WINDOW_MS) : null;
  return { attemptsLeft, nextAttemptAt: nextAttemptAt?.toISOString() ?? null };
}

/** Running: not graded and before its deadline (after it, a submit grades it on what was saved). */
export const isRunning = (a: repo.AttemptRow, now: Date) => !a.submittedAt && Date.parse(toIso(a.deadlineAt)) > now.getTime();
export const isLate = (a: repo.AttemptRow, now: Date) => now.getTime() > Date.parse(toIso(a.deadlineAt)) + ASSESSMENT_GRACE_MS;
