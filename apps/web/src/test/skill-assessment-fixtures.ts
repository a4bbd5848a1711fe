import type { SkillAssessment, SkillAssessmentAttempt, SkillAssessmentResult, SkillBadge } from '@skilllink/contracts/skill-assessments';

// Test-only: skill assessment answers as the API gives them (issue 29 §6), for the pages that show them.

export const assessment = (more: Partial<SkillAssessment> = {}): SkillAssessment => ({
  skill: 'sql',
  name: 'SQL',
  category: 'Data Science',
  questionCount: 15,
  timeLimitSeconds: 1200,
  passingScore: 70,
  badge: null,
  openAttempt: null,
  attemptsLeft: 2,
  nextAttemptAt: null,
  lastScore: null,
  inMyProfile: false,
  ...more,
});
export const badge = (more: Partial<SkillBadge> = {}): SkillBadge => ({
  id: 'badge-1',
  skill: 'sql',
  name: 'SQL',
  score: 87,
  issuedAt: '2026-11-29T10:00:00.000Z',
  credentialUrl: '/api/v1/skill-badges/badge-1/credential',
  ...more,
});
export const attempt = (more: Partial<SkillAssessmentAttempt> = {}): SkillAssessmentAttempt => ({
  id: 'attempt-1',
  skill: 'sql',
  name: 'SQL',
  questions: [
    { id: 'sql-01', question: 'Which SQL statement reads rows from a table?', options: ['`GET`', '`READ`', '`SELECT`', '`FETCH ROWS`'] },
    { id: 'sql-02', question: 'Which clause filters rows before grouping?', options: ['`ORDER BY`', '`WHERE`', '`HAVING`', '`LIMIT`'] },
  ],
  answers: [null, null],
  passingScore: 70,
  timeLimitSeconds: 1200,
  startedAt: new Date().toISOString(),
  deadlineAt: new Date(Date.now() + 1200_000).toISOString(),
  ...more,
});
export const result = (more: Partial<SkillAssessmentResult> = {}): SkillAssessmentResult => ({
  score: 100,
  passed: true,
  passingScore: 70,
  correct: 2,
  questionCount: 2,
  attemptsLeft: 1,
  nextAttemptAt: null,
  badge: badge({ score: 100 }),
  inMyProfile: false,
  ...more,
});
