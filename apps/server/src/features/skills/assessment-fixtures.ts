import type { SkillAssessmentAttempt } from '@skilllink/contracts/skill-assessments';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { bankOf } from './assessment-draw.js';

// Test-only: answering an assessment as someone who knows (or does not know) the answers.

/** For each shown question, the index (as shown) of its right option, found in the bank by its text. */
export function rightChoices(attempt: SkillAssessmentAttempt, language: 'en' | 'fr' = 'en'): number[] {
  const bank = bankOf(attempt.skill)!;
  return attempt.questions.map((shown) => {
    const question = bank.questions.find((q) => q.id === shown.id)!;
    const index = shown.options.indexOf(question[language].options[question.answer]);
    expect(index).toBeGreaterThanOrEqual(0);
    return index;
  });
}

/** The first `right` questions answered right, the rest wrong. */
export const choices = (attempt: SkillAssessmentAttempt, right: number) =>
  rightChoices(attempt).map((choice, i) => (i < right ? choice : (choice + 1) % 4));

export const attemptsUrl = (slug: string) => `/api/v1/skills/assessments/${slug}/attempts`;

export async function start(client: TestClient, slug: string): Promise<SkillAssessmentAttempt> {
  const res = await client.post(attemptsUrl(slug));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function submit(client: TestClient, attempt: SkillAssessmentAttempt, answers: (number | null)[]) {
  return client.post(`${attemptsUrl(attempt.skill)}/${attempt.id}/submit`, { answers });
}
