import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flushWrites, resetWriteQueues } from '../../../../lib/write-queue';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { attempt, detail, enrollment, reviewsPage } from '../../test-fixtures';

// Answers and a submit made offline (ADR 075): kept on the device, sent in order on reconnect.
const base = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/courses/course-1': () => json(200, detail({ enrollment: enrollment('course-1', { lastLessonId: 'lesson-3' }) })),
  'GET /api/v1/courses/course-1/reviews': () => json(200, reviewsPage([])),
  'POST /api/v1/courses/course-1/lessons/lesson-3/quiz/attempts': () => json(200, attempt({ questions: [attempt().questions[0]!] })),
};
const ATTEMPT = '/api/v1/courses/course-1/lessons/lesson-3/quiz/attempts/attempt-1';
const result = {
  score: 0,
  passed: false,
  passingScore: 70,
  questions: [{ id: 'q1', correct: false }],
  attemptsLeft: 2,
  nextAttemptAt: null,
  completion: null,
};

describe('Quiz offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    resetWriteQueues();
  });

  it('keeps the pick and the submit on the device, sends them in order on reconnect, and shows the grade', async () => {
    const api = stubApi({
      ...base,
      [`PUT ${ATTEMPT}/answers/0`]: () => json(204),
      [`POST ${ATTEMPT}/submit`]: () => json(200, result),
    });
    const { user } = renderApp('/app/courses/course-1');
    const choice = await screen.findByRole('radio', { name: 'var' });
    onlineManager.setOnline(false);
    await user.click(choice);
    expect(choice).toBeChecked();
    expect(screen.getByText('Saved on this device — sends when you are back online')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('button', { name: 'Waiting to submit' })).toBeDisabled();
    expect(screen.getByText('Your answers will be submitted when you are back online; the result shows then.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET' && !c.path.endsWith('/quiz/attempts'))).toEqual([]);

    onlineManager.setOnline(true);
    await flushWrites();
    expect(api.calls.filter((c) => c.path.startsWith(ATTEMPT)).map((c) => `${c.method} ${c.path.slice(ATTEMPT.length)}`)).toEqual([
      'PUT /answers/0',
      'POST /submit',
    ]);
    expect(await screen.findByText('Quiz failed with 0% . You need 70% to pass.')).toBeInTheDocument();
  });

  it('says so, in the server’s words, when an answer arrives after the deadline', async () => {
    stubApi({
      ...base,
      [`PUT ${ATTEMPT}/answers/0`]: () => apiError(409, 'deadline_passed', 'Time is up: answers can no longer be changed'),
    });
    const { user } = renderApp('/app/courses/course-1');
    const choice = await screen.findByRole('radio', { name: 'var' });
    onlineManager.setOnline(false);
    await user.click(choice);
    onlineManager.setOnline(true);
    await flushWrites();
    expect(
      await screen.findByText('A change made offline was not saved: Time is up: answers can no longer be changed'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved on this device — sends when you are back online')).not.toBeInTheDocument();
  });
});
