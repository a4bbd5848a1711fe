import {
  ASSESSMENT_ATTEMPT_WINDOW_MS,
  ASSESSMENT_QUESTIONS_PER_ATTEMPT,
  ASSESSMENT_TIME_LIMIT_SECONDS,
  type SkillAssessment,
} from '@skilllink/contracts/skill-assessments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { testClock } from '../../test/clock.js';
import { signedUp } from '../../test/factories.js';
import { BANKS } from './assessment-bank/index.js';
import { attemptsUrl, choices, rightChoices, start, submit } from './assessment-fixtures.js';
import { ASSESSMENT_GRACE_MS } from './assessment-rules.js';

// Skill assessments (issue 29 §6, ADR 078): drawn and graded on the server, never an answer
// sent, attempts limited, the deadline enforced; a pass earns the badge shown as "verified".

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

async function list(client: TestClient): Promise<SkillAssessment[]> {
  const res = await client.get('/api/v1/skills/assessments');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('skill assessments', () => {
  it('lists every skill with a bank, its rules, and nothing started', async () => {
    const { client } = await signedUp(t.app);
    const items = await list(client);
    expect(items.map((i) => i.skill).sort()).toEqual(BANKS.map((b) => b.skill).sort());
    expect(items.find((i) => i.skill === 'sql')).toEqual({
      skill: 'sql',
      name: 'SQL',
      category: expect.any(String),
      questionCount: ASSESSMENT_QUESTIONS_PER_ATTEMPT,
      timeLimitSeconds: ASSESSMENT_TIME_LIMIT_SECONDS,
      passingScore: 70,
      badge: null,
      openAttempt: null,
      attemptsLeft: 2,
      nextAttemptAt: null,
      lastScore: null,
      inMyProfile: false,
    });
  });

  it('draws 15 of 30 with shuffled options, never the answer; a reload resumes; a French reader reads French', async () => {
    const { client } = await signedUp(t.app);
    const attempt = await start(client, 'javascript');
    expect(attempt.questions).toHaveLength(ASSESSMENT_QUESTIONS_PER_ATTEMPT);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(ASSESSMENT_QUESTIONS_PER_ATTEMPT);
    for (const q of attempt.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question']);
    expect(JSON.stringify(attempt)).not.toMatch(/"answer"|correct/i);
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(ASSESSMENT_TIME_LIMIT_SECONDS * 1000);

    const other = await start((await signedUp(t.app)).client, 'javascript');
    // Two draws of 15 from 30 in the same order, with the same option orders, are practically impossible.
    expect(JSON.stringify(other.questions)).not.toBe(JSON.stringify(attempt.questions));

    expect((await client.put(`${attemptsUrl('javascript')}/${attempt.id}/answers/2`, { option: 1 })).statusCode).toBe(204);
    const again = await start(client, 'javascript');
    expect(again).toMatchObject({ id: attempt.id, questions: attempt.questions, deadlineAt: attempt.deadlineAt });
    expect(again.answers[2]).toBe(1);
    expect((await list(client)).find((i) => i.skill === 'javascript')!.openAttempt).toEqual({
      id: attempt.id,
      deadlineAt: attempt.deadlineAt,
    });

    expect((await client.patch('/api/v1/session/preferences', { language: 'fr' })).statusCode).toBe(200);
    const french = await start(client, 'javascript');
    const bank = BANKS.find((b) => b.skill === 'javascript')!;
    const first = bank.questions.find((q) => q.id === french.questions[0]!.id)!;
    expect(french.questions[0]!.question).toBe(first.fr.prompt);
    expect(rightChoices(french, 'fr')).toEqual(rightChoices(attempt, 'en'));
  });

  it('passes with 70 % or more: the badge, "verified" on the profile skill, no new attempt, the same answer to a resubmit', async () => {
    const { client } = await signedUp(t.app);
    const attempt = await start(client, 'sql');
    // Before time is up every question needs an answer.
    const incomplete = await submit(client, attempt, rightChoices(attempt).slice(0, 5));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.code).toBe('quiz_incomplete');

    const res = await submit(client, attempt, choices(attempt, 11)); // 11 of 15 = 73 %
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ score: 73, passed: true, correct: 11, questionCount: 15, passingScore: 70 });
    expect(result.badge).toMatchObject({
      skill: 'sql',
      name: 'SQL',
      score: 73,
      credentialUrl: `/api/v1/skill-badges/${result.badge.id}/credential`,
    });
    expect(JSON.stringify(result)).not.toMatch(/"questions"|answer/i);

    // Sent again (a lost answer, a retry): the same grade, never a second one.
    expect((await submit(client, attempt, rightChoices(attempt))).json()).toEqual(result);
    const item = (await list(client)).find((i) => i.skill === 'sql')!;
    expect(item).toMatchObject({ badge: result.badge, openAttempt: null, lastScore: null });
    const again = await client.post(attemptsUrl('sql'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_verified');

    // Added to the profile afterwards, the skill shows verified; another skill does not.
    for (const name of ['SQL', 'Python'])
      expect((await client.post('/api/v1/profile/skills', { name, category: 'Data Science' })).statusCode).toBe(201);
    const skills = (await client.get('/api/v1/profile')).json().profile.skills as Array<{ name: string; verified: boolean }>;
    expect((await list(client)).find((i) => i.skill === 'sql')!.inMyProfile).toBe(true);
    expect(skills.map((s) => [s.name, s.verified]).sort()).toEqual([
      ['Python', false],
      ['SQL', true],
    ]);
  });

  it('fails below 70 %, says the score only, and allows 2 attempts per 7 days', async () => {
    const { client } = await signedUp(t.app);
    const first = await start(client, 'python');
    const failed = (await submit(client, first, choices(first, 10))).json(); // 67 %
    expect(failed).toMatchObject({ score: 67, passed: false, correct: 10, attemptsLeft: 1, nextAttemptAt: null, badge: null });
    expect((await list(client)).find((i) => i.skill === 'python')).toMatchObject({ lastScore: 67, attemptsLeft: 1 });

    const second = await start(client, 'python');
    expect(second.id).not.toBe(first.id);
    const startedAt = clock.ms;
    const last = (await submit(client, second, choices(second, 0))).json();
    expect(last).toMatchObject({ score: 0, passed: false, attemptsLeft: 0 });
    expect(last.nextAttemptAt).toBe(new Date(startedAt + ASSESSMENT_ATTEMPT_WINDOW_MS).toISOString());

    const refused = await client.post(attemptsUrl('python'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'assessment_attempts_used', fields: { nextAttemptAt: last.nextAttemptAt } });
    // Another skill is not limited by this one.
    expect((await client.post(attemptsUrl('excel'))).statusCode).toBe(200);

    // A week later (the attempts moved back, so the session stays valid) the first slot is free.
    await t.app.database.db
      .updateTable('skillAssessmentAttempt')
      .set({ startedAt: new Date(startedAt - ASSESSMENT_ATTEMPT_WINDOW_MS - 1000).toISOString() })
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect((await client.post(attemptsUrl('python'))).statusCode).toBe(200);
  });

  it('enforces the deadline: late answers are refused and a late submit is graded on what was saved in time', async () => {
    const { client } = await signedUp(t.app);
    const attempt = await start(client, 'excel');
    const right = rightChoices(attempt);
    for (const i of [0, 1, 2])
      expect((await client.put(`${attemptsUrl('excel')}/${attempt.id}/answers/${i}`, { option: right[i] })).statusCode).toBe(204);
    clock.advance(ASSESSMENT_TIME_LIMIT_SECONDS * 1000 + ASSESSMENT_GRACE_MS + 1000);
    const late = await client.put(`${attemptsUrl('excel')}/${attempt.id}/answers/3`, { option: right[3] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('deadline_passed');
    // All right answers sent now count for nothing: the three saved in time are the grade.
    const result = (await submit(client, attempt, right)).json();
    expect(result).toMatchObject({ correct: 3, score: 20, passed: false });
    // The list no longer offers to resume it.
    expect((await list(client)).find((i) => i.skill === 'excel')!.openAttempt).toBeNull();
  });

  it('refuses bad input, unknown skills, another member’s attempt, and strangers', async () => {
    const { client } = await signedUp(t.app);
    const attempt = await start(client, 'git-and-github');
    const url = `${attemptsUrl('git-and-github')}/${attempt.id}`;
    expect((await client.put(`${url}/answers/0`, { option: 4 })).statusCode).toBe(400);
    expect((await client.put(`${url}/answers/15`, { option: 0 })).statusCode).toBe(400);
    expect((await client.put(`${url}/answers/0`, { option: 0, correct: true })).statusCode).toBe(400);
    expect((await submit(client, attempt, Array(16).fill(0))).statusCode).toBe(400);
    expect((await client.post(`${url}/submit`, { answers: [], score: 100 })).statusCode).toBe(400);
    expect((await client.post(attemptsUrl('cooking'))).statusCode).toBe(404);
    // A catalogue skill without a bank has no assessment.
    expect((await client.post(attemptsUrl('react'))).statusCode).toBe(404);

    const stranger = (await signedUp(t.app)).client;
    expect((await stranger.put(`${url}/answers/0`, { option: 0 })).statusCode).toBe(404);
    expect((await submit(stranger, attempt, rightChoices(attempt))).statusCode).toBe(404);
    // The attempt under another skill's address is not found either.
    expect((await client.post(`${attemptsUrl('sql')}/${attempt.id}/submit`, { answers: rightChoices(attempt) })).statusCode).toBe(404);

    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/skills/assessments')).statusCode).toBe(401);
    expect((await visitor.post(attemptsUrl('sql'))).statusCode).toBe(401);
  });
});
