import type { SkillAssessment, SkillAssessmentAttempt, SkillAssessmentResult } from '@skilllink/contracts/skill-assessments';
import {
  ASSESSMENT_ATTEMPTS_PER_WINDOW,
  ASSESSMENT_ATTEMPTS_USED,
  ASSESSMENT_PASSING_SCORE,
  ASSESSMENT_QUESTIONS_PER_ATTEMPT,
  ASSESSMENT_TIME_LIMIT_SECONDS,
} from '@skilllink/contracts/skill-assessments';
import { toBool, toIso, type DB } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import { AppError } from '../../platform/errors.js';
import type { Language } from '../../platform/i18n/language.js';
import { newId } from '../../platform/ids.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { RandomInt } from '../../platform/shuffle.js';
import type { SkillBank } from './assessment-bank/types.js';
import { bankOf, assessedSkills, drawAssessment, drawnQuestions, isRight, shown } from './assessment-draw.js';
import * as repo from './assessment.repository.js';
import { allowance, ASSESSMENT_GRACE_MS, badgeOf, isLate, isRunning, keyOf, windowStart } from './assessment-rules.js';
import type { InsightsCache } from './skills.insights.js';
import { memberSkillKeys } from './skills.repository.js';

// Skill assessments (issue 29 §6, ADR 078): the course quiz's rules (ADR 032) for a whole
// skill — drawn on the server, answers saved as picked, graded on the server, attempts limited,
// the deadline enforced — and a pass earns the skill's badge (signed by features/credentials).

export interface AssessmentDeps {
  db: DB;
  insights: InsightsCache;
  caches: MemberCaches;
  now: () => Date;
  random?: RandomInt;
}

const notFound = () => new AppError(404, 'not_found', 'Assessment not found', undefined, { key: 'not_found.assessment' });
const attemptNotFound = () =>
  new AppError(404, 'attempt_not_found', 'Assessment attempt not found', undefined, { key: 'not_found.assessment_attempt' });
const invalid = (field: string, message: string, key: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { [field]: message }, { key });

interface Skill {
  bank: SkillBank;
  slug: string;
  name: string;
  category: string;
}

async function skillOf(deps: AssessmentDeps, slug: string): Promise<Skill> {
  const bank = bankOf(slug);
  const entry = bank && (await deps.insights.get()).catalog.find((s) => s.slug === slug);
  if (!bank || !entry) throw notFound();
  return { bank, slug, name: entry.name, category: entry.category };
}

/** GET /skills/assessments: every skill with a bank, and where the member stands with each. */
export async function listAssessments(deps: AssessmentDeps, userId: string): Promise<SkillAssessment[]> {
  const now = deps.now();
  const [{ catalog }, attempts, badges, scores, mine] = await Promise.all([
    deps.insights.get(),
    repo.attemptsSince(deps.db, userId, windowStart(now)),
    repo.badgesOf(deps.db, userId),
    repo.lastScores(deps.db, userId),
    memberSkillKeys(deps.db, userId),
  ]);
  const held = new Set(mine);
  const bySlug = new Map(catalog.map((s) => [s.slug, s]));
  return assessedSkills().flatMap((slug) => {
    const entry = bySlug.get(slug);
    if (!entry) return [];
    const tried = attempts.filter((a) => a.skillSlug === slug);
    const open = tried.find((a) => isRunning(a, now));
    const badge = badges.find((b) => b.skillSlug === slug);
    return [
      {
        skill: slug,
        name: entry.name,
        category: entry.category,
        questionCount: ASSESSMENT_QUESTIONS_PER_ATTEMPT,
        timeLimitSeconds: ASSESSMENT_TIME_LIMIT_SECONDS,
        passingScore: ASSESSMENT_PASSING_SCORE,
        badge: badge ? badgeOf(badge) : null,
        openAttempt: open && !badge ? { id: open.id, deadlineAt: toIso(open.deadlineAt) } : null,
        ...allowance(tried, now),
        lastScore: badge ? null : (scores.get(slug) ?? null),
        inMyProfile: held.has(keyOf(entry.name)),
      },
    ];
  });
}

const savedAnswers = (row: repo.AttemptRow, count: number): (number | null)[] => {
  const saved = JSON.parse(row.answers) as (number | null)[];
  return Array.from({ length: count }, (_, i) => saved[i] ?? null);
};

function attemptView(skill: Skill, row: repo.AttemptRow, language: Language): SkillAssessmentAttempt {
  const questions = drawnQuestions(skill.bank, row.draw);
  return {
    id: row.id,
    skill: skill.slug,
    name: skill.name,
    questions: questions.map((q) => shown(q, language)),
    answers: savedAnswers(row, questions.length),
    passingScore: ASSESSMENT_PASSING_SCORE,
    timeLimitSeconds: ASSESSMENT_TIME_LIMIT_SECONDS,
    startedAt: toIso(row.startedAt),
    deadlineAt: toIso(row.deadlineAt),
  };
}

/**
 * POST /skills/assessments/:slug/attempts: the running attempt (a reload keeps its questions and
 * clock), else a new draw — at most ASSESSMENT_ATTEMPTS_PER_WINDOW per rolling window, none once
 * the skill is verified. The questions come in the reader's language; never an answer.
 */
export async function startAttempt(
  deps: AssessmentDeps,
  p: { userId: string; slug: string; language: Language },
): Promise<SkillAssessmentAttempt> {
  const skill = await skillOf(deps, p.slug);
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    // One start at a time per member (PostgreSQL): two at once cannot both pass the limit.
    await lockRow(trx, 'user', p.userId);
    if (await repo.findBadge(trx, p.userId, skill.slug))
      throw new AppError(409, 'already_verified', 'You have already passed this assessment', undefined, { key: 'already_verified' });
    const mine = (await repo.attemptsSince(trx, p.userId, windowStart(now))).filter((a) => a.skillSlug === skill.slug);
    const open = mine.find((a) => isRunning(a, now));
    if (open) return open;
    const { attemptsLeft, nextAttemptAt } = allowance(mine, now);
    if (attemptsLeft === 0 && nextAttemptAt) {
      throw new AppError(
        429,
        ASSESSMENT_ATTEMPTS_USED,
        `You have used your ${ASSESSMENT_ATTEMPTS_PER_WINDOW} attempts at this assessment. Your next attempt opens on ${nextAttemptAt.slice(0, 10)}`,
        { nextAttemptAt },
        { params: { attempts: ASSESSMENT_ATTEMPTS_PER_WINDOW, at: nextAttemptAt } },
      );
    }
    const draw = drawAssessment(skill.bank, deps.random);
    const fresh = {
      id: newId(),
      userId: p.userId,
      skillSlug: skill.slug,
      startedAt: now.toISOString(),
      deadlineAt: new Date(now.getTime() + ASSESSMENT_TIME_LIMIT_SECONDS * 1000).toISOString(),
      draw: JSON.stringify(draw),
      answers: JSON.stringify(draw.map(() => null)),
    };
    await repo.insertAttempt(trx, fresh);
    return { ...fresh, submittedAt: null, score: null, passed: null };
  });
  return attemptView(skill, row, p.language);
}

/**
 * PUT …/attempts/:attemptId/answers/:index: one answer saved as it is picked; refused once
 * graded or past the deadline's grace, so what was saved in time is what a late submit grades.
 */
export async function saveAnswer(
  deps: AssessmentDeps,
  p: { userId: string; slug: string; attemptId: string; index: number; option: number | null },
): Promise<void> {
  const skill = await skillOf(deps, p.slug);
  // Compare and set: a concurrent save of another answer makes this one read again.
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await repo.findAttempt(deps.db, p.attemptId, p.userId, skill.slug);
    if (!row) throw attemptNotFound();
    if (row.submittedAt)
      throw new AppError(409, 'already_submitted', 'This attempt has already been submitted', undefined, {
        key: 'already_submitted.assessment',
      });
    if (isLate(row, deps.now())) throw new AppError(409, 'deadline_passed', 'Time is up: answers can no longer be changed');
    const count = drawnQuestions(skill.bank, row.draw).length;
    if (p.index >= count) throw invalid('index', 'No such question', 'validation_failed.quiz_no_question');
    const answers = savedAnswers(row, count);
    answers[p.index] = p.option;
    if (await repo.saveAnswers(deps.db, { id: row.id, before: row.answers, answers: JSON.stringify(answers) })) return;
  }
  throw new AppError(409, 'conflict', 'The answer changed at the same time; please pick it again');
}

async function resultOf(deps: AssessmentDeps, skill: Skill, row: repo.AttemptRow, userId: string): Promise<SkillAssessmentResult> {
  const questions = drawnQuestions(skill.bank, row.draw);
  const answers = savedAnswers(row, questions.length);
  const now = deps.now();
  const [mine, badge, held] = await Promise.all([
    repo.attemptsSince(deps.db, userId, windowStart(now)),
    repo.findBadge(deps.db, userId, skill.slug),
    memberSkillKeys(deps.db, userId),
  ]);
  return {
    score: row.score ?? 0,
    passed: toBool(row.passed ?? false),
    passingScore: ASSESSMENT_PASSING_SCORE,
    correct: questions.filter((q, i) => isRight(q, answers[i] ?? null)).length,
    questionCount: questions.length,
    ...allowance(
      mine.filter((a) => a.skillSlug === skill.slug),
      now,
    ),
    badge: badge ? badgeOf(badge) : null,
    inMyProfile: held.includes(keyOf(skill.name)),
  };
}

/**
 * POST …/attempts/:attemptId/submit: graded here on the attempt's own draw (the client sends
 * choices only). Within the grace the submitted choices count; after it, the answers saved
 * before the deadline. The result gives the score and how many were right, never which. A pass
 * earns the skill badge in the same transaction; a submit sent again answers the same grade.
 */
export async function submitAttempt(
  deps: AssessmentDeps,
  p: { userId: string; slug: string; attemptId: string; answers: (number | null)[] },
): Promise<SkillAssessmentResult> {
  const skill = await skillOf(deps, p.slug);
  const row = await repo.findAttempt(deps.db, p.attemptId, p.userId, skill.slug);
  if (!row) throw attemptNotFound();
  if (row.submittedAt) return resultOf(deps, skill, row, p.userId);
  const questions = drawnQuestions(skill.bank, row.draw);
  if (p.answers.length > questions.length) throw invalid('answers', 'One answer per question', 'validation_failed.quiz_one_answer_each');
  const now = deps.now();
  const late = isLate(row, now);
  const saved = savedAnswers(row, questions.length);
  const answers = late ? saved : questions.map((_, i) => p.answers[i] ?? saved[i] ?? null);
  const deadline = Date.parse(toIso(row.deadlineAt));
  const timedOut = now.getTime() >= deadline - ASSESSMENT_GRACE_MS;
  if (!timedOut && answers.some((a) => a === null)) throw new AppError(400, 'quiz_incomplete', 'Answer all questions to submit');
  const right = questions.filter((q, i) => isRight(q, answers[i] ?? null)).length;
  const score = questions.length > 0 ? Math.round((right / questions.length) * 100) : 0;
  const passed = score >= ASSESSMENT_PASSING_SCORE;
  const at = (late ? new Date(deadline) : now).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // A concurrent submit graded it first: its grade stands (read below).
    if (!(await repo.gradeAttempt(trx, { id: row.id, answers, score, passed, at }))) return;
    if (passed) {
      const badge = { id: newId(), userId: p.userId, skillSlug: skill.slug, nameKey: keyOf(skill.name), skillName: skill.name };
      await repo.insertBadge(trx, { ...badge, attemptId: row.id, score, issuedAt: at });
    }
  });
  // Verified skills change the profile, applicant lists and match scores others see.
  if (passed) await deps.caches.memberChanged(p.userId);
  return resultOf(deps, skill, (await repo.findAttempt(deps.db, row.id, p.userId, skill.slug))!, p.userId);
}
