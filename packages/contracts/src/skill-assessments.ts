import { z } from 'zod';

// Skill assessments and skill badges (issue 29 §6, ADR 078): a timed test per catalogue skill,
// drawn from a bank of 30 questions, graded on the server; passing earns a skill badge, an
// Open Badges 3.0 credential shown as "verified" on the profile and in applicant lists.

/** Questions drawn from a skill's bank (of 30) for one attempt. */
export const ASSESSMENT_QUESTIONS_PER_ATTEMPT = 15;
/** The whole test's time; the server refuses answers after it (and a few seconds of grace). */
export const ASSESSMENT_TIME_LIMIT_SECONDS = 20 * 60;
/** Percent of right answers that earns the badge. */
export const ASSESSMENT_PASSING_SCORE = 70;
/** Attempts a member may start at one skill's assessment per rolling ASSESSMENT_ATTEMPT_WINDOW_MS. */
export const ASSESSMENT_ATTEMPTS_PER_WINDOW = 2;
export const ASSESSMENT_ATTEMPT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The error code of a start refused for the attempt limit; `fields.nextAttemptAt` says when. */
export const ASSESSMENT_ATTEMPTS_USED = 'assessment_attempts_used';

/** A skill badge: the member passed the skill's assessment. */
export const SkillBadge = z.object({
  id: z.string(),
  /** The catalogue skill's slug and name. */
  skill: z.string(),
  name: z.string(),
  score: z.number().int(),
  issuedAt: z.string(),
  /** GET: the badge as a signed Open Badges 3.0 credential (its owner only). */
  credentialUrl: z.string(),
});
export type SkillBadge = z.infer<typeof SkillBadge>;

/** One skill's assessment as the member sees it on the Skills page. */
export const SkillAssessment = z.object({
  skill: z.string(),
  name: z.string(),
  category: z.string(),
  questionCount: z.number().int(),
  timeLimitSeconds: z.number().int(),
  passingScore: z.number().int(),
  /** Their badge when they passed (then no new attempt can start). */
  badge: SkillBadge.nullable(),
  /** An attempt started and still running: opening the test resumes it (same questions, same clock). */
  openAttempt: z.object({ id: z.string(), deadlineAt: z.string() }).nullable(),
  /** Attempts left in the rolling window, and when the next opens when none is left. */
  attemptsLeft: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** The score of the latest graded attempt when it did not pass; null before any and once verified. */
  lastScore: z.number().int().nullable(),
  /** The skill is on the member's profile (else a badge offers to add it). */
  inMyProfile: z.boolean(),
});
export type SkillAssessment = z.infer<typeof SkillAssessment>;

export const SkillAssessmentsResponse = z.object({ items: z.array(SkillAssessment) });
export type SkillAssessmentsResponse = z.infer<typeof SkillAssessmentsResponse>;

export const AssessmentParams = z.object({ slug: z.string().min(1).max(80) });
export const AssessmentAttemptParams = AssessmentParams.extend({ attemptId: z.string().min(1).max(64) });
export const AssessmentAnswerParams = AssessmentAttemptParams.extend({ index: z.coerce.number().int().min(0).max(99) });

/** A drawn question in the reader's language, options in this attempt's order; never the answer. */
export const AssessmentQuestion = z.object({ id: z.string(), question: z.string(), options: z.array(z.string()) });

/** POST /skills/assessments/:slug/attempts: the running attempt (resumed) or a new one. */
export const SkillAssessmentAttempt = z.object({
  id: z.string(),
  skill: z.string(),
  name: z.string(),
  questions: z.array(AssessmentQuestion),
  /** The answers saved so far (option index as shown, null where none), one per question. */
  answers: z.array(z.number().int().nullable()),
  passingScore: z.number().int(),
  timeLimitSeconds: z.number().int(),
  startedAt: z.string(),
  /** The server's deadline: the countdown is computed from it, so a reload keeps it. */
  deadlineAt: z.string(),
});
export type SkillAssessmentAttempt = z.infer<typeof SkillAssessmentAttempt>;

/** PUT …/attempts/:attemptId/answers/:index: one answer saved as it is picked. */
export const AssessmentAnswerBody = z.object({ option: z.number().int().min(0).max(3).nullable() }).strict();

/** POST …/attempts/:attemptId/submit */
export const AssessmentSubmitBody = z
  .object({
    /** One chosen option index (as shown) per question, in order; null only when time ran out. */
    answers: z.array(z.number().int().min(0).max(3).nullable()).max(ASSESSMENT_QUESTIONS_PER_ATTEMPT),
  })
  .strict();

/**
 * The grade: the score and how many were right, never which questions or options (the bank
 * is reused by later attempts, so each answer stays unknown).
 */
export const SkillAssessmentResult = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  correct: z.number().int(),
  questionCount: z.number().int(),
  attemptsLeft: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** The badge earned by this pass (or earlier: a submit sent again answers the same). */
  badge: SkillBadge.nullable(),
  /** The skill is on the member's profile (else the badge offers to add it). */
  inMyProfile: z.boolean(),
});
export type SkillAssessmentResult = z.infer<typeof SkillAssessmentResult>;
