import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { attempt, detail, enrollment, quizLesson, reviewsPage, videoLesson } from '../../test-fixtures';

const onQuiz = detail({ enrollment: enrollment('course-1', { lastLessonId: 'lesson-3' }) });
const base = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/courses/course-1': () => json(200, onQuiz),
  'GET /api/v1/courses/course-1/reviews': () => json(200, reviewsPage([])),
};
const START = 'POST /api/v1/courses/course-1/lessons/lesson-3/quiz/attempts';
const submitRoute = (id: string) => `POST /api/v1/courses/course-1/lessons/lesson-3/quiz/attempts/${id}/submit`;
const answerRoute = (id: string, index: number) => `PUT /api/v1/courses/course-1/lessons/lesson-3/quiz/attempts/${id}/answers/${index}`;
/** A graded attempt as the server answers it: which questions were right, never the right options. */
const graded = (score: number, passed: boolean, correct: boolean[], more: Record<string, unknown> = {}) => ({
  score,
  passed,
  passingScore: 70,
  questions: correct.map((c, i) => ({ id: `q${i + 1}`, correct: c })),
  attemptsLeft: 2,
  nextAttemptAt: null,
  completion: null,
  ...more,
});
const WAIT_MS = (5 * 60 + 12) * 60_000;

describe('Quiz', () => {
  it('needs an answer to go on and all answers to submit, saves each as picked; a fail says which were wrong, not the right options', async () => {
    let attempts = 0;
    const api = stubApi({
      ...base,
      [START]: () => json(200, attempt({ id: `attempt-${++attempts}` })),
      [answerRoute('attempt-1', 0)]: () => json(204),
      [answerRoute('attempt-1', 1)]: () => json(204),
      [submitRoute('attempt-1')]: () => json(200, graded(50, false, [true, false])),
    });
    const { user } = renderApp('/app/courses/course-1');
    // The first test of the file also loads the lazy course page: give it time on a busy machine.
    expect(await screen.findByText('Which keyword declares a constant?')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Choose an answer to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'const' }));
    await user.click(next);
    expect(screen.getByText('What does typeof null return?')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Answer all questions to submit')).toBeInTheDocument();
    // Previous keeps the answer.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'const' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '"undefined"' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Quiz failed with 50% . You need 70% to pass.')).toBeInTheDocument();
    expect(screen.getByText('You need to retake this quiz.')).toBeInTheDocument();
    expect(api.callsTo(submitRoute('attempt-1'))[0]!.body).toEqual({ answers: [2, 2] });
    expect(api.callsTo(answerRoute('attempt-1', 0)).map((c) => c.body)).toEqual([{ option: 2 }]);
    expect(api.callsTo(answerRoute('attempt-1', 1)).map((c) => c.body)).toEqual([{ option: 2 }]);
    // Answers are locked; each says right or wrong, and no right option is shown.
    const review = screen.getByRole('region', { name: 'Your answers' });
    for (const radio of within(review).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(review).getByText('Correct')).toBeInTheDocument();
    expect(within(review).getByText('Incorrect')).toBeInTheDocument();
    expect(within(review).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.getByText('2 attempts left today')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(await screen.findByText('Retaking quiz...')).toBeInTheDocument();
    expect(await screen.findByText('Which keyword declares a constant?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'const' })).not.toBeChecked();
    expect(api.callsTo(START)).toHaveLength(2);
  }, 30_000);

  it('passes, and a pass that completes the course opens the certificate dialog', async () => {
    stubApi({
      ...base,
      [START]: () => json(200, attempt({ questions: [attempt().questions[0]!] })),
      [submitRoute('attempt-1')]: () =>
        json(200, {
          score: 100,
          passed: true,
          passingScore: 70,
          questions: [{ id: 'q1', correct: true }],
          attemptsLeft: 2,
          nextAttemptAt: null,
          completion: {
            enrollment: enrollment('course-1', { progress: 100, completedAt: new Date().toISOString() }),
            courseCompleted: true,
            certificateCode: 'SL-7F3K-9QX2',
          },
        }),
    });
    const { user } = renderApp('/app/courses/course-1');
    await user.click(await screen.findByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect((await screen.findAllByText('Congratulations! You passed!')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Course completed! Certificate generated!')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Certificate earned' });
    expect(within(dialog).getByText('SL-7F3K-9QX2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Certificates' })).toHaveAttribute('href', '/app/certificates');
  });

  it('keeps a pass on screen: completing the lesson refreshes the course, not the quiz (that would start a new attempt)', async () => {
    let attempts = 0;
    let passed = false;
    const quizDone = detail({ lessons: [videoLesson(1, { completed: true }), videoLesson(2), quizLesson(3, { completed: true })] });
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () =>
        json(200, passed ? { ...quizDone, enrollment: enrollment('course-1', { progress: 67 }) } : onQuiz),
      // As the server does: once an attempt is submitted, starting gives a new one.
      [START]: () => json(200, attempt({ id: `attempt-${++attempts}`, questions: [attempt().questions[0]!] })),
      [submitRoute('attempt-1')]: () => {
        passed = true;
        return json(200, {
          score: 100,
          passed: true,
          passingScore: 70,
          questions: [{ id: 'q1', correct: true }],
          attemptsLeft: 2,
          nextAttemptAt: null,
          completion: { enrollment: enrollment('course-1', { progress: 67 }), courseCompleted: false, certificateCode: null },
        });
      },
    });
    const { user } = renderApp('/app/courses/course-1');
    await user.click(await screen.findByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Your score: 100% · Passing score: 70%')).toBeInTheDocument();
    // The completion refetches the course; the result and its answers stay, and no attempt is started.
    await waitFor(() => expect(api.callsTo('GET /api/v1/courses/course-1').length).toBeGreaterThan(1));
    expect(await screen.findByText('2 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getByText('Your score: 100% · Passing score: 70%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getByText('Correct')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).not.toBeInTheDocument();
    expect(api.callsTo(START)).toHaveLength(1);
  });

  it('counts down from the server deadline, warns under 60 s', async () => {
    stubApi({
      ...base,
      [START]: () => json(200, attempt({ timeLimitSeconds: 300, deadlineAt: new Date(Date.now() + 75_000).toISOString() })),
    });
    renderApp('/app/courses/course-1');
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/Time left: 1:1[45]/);
    expect(timer).not.toHaveAttribute('data-warning');
  });

  it('shows the warning colour under 60 s and submits by itself at zero', async () => {
    const api = stubApi({
      ...base,
      [START]: () => json(200, attempt({ timeLimitSeconds: 60, deadlineAt: new Date(Date.now() + 1500).toISOString() })),
      [submitRoute('attempt-1')]: () => json(200, graded(0, false, [false, false])),
    });
    renderApp('/app/courses/course-1');
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer).toHaveAttribute('data-warning', 'true');
    await waitFor(() => expect(api.callsTo(submitRoute('attempt-1'))).toHaveLength(1));
    expect(api.callsTo(submitRoute('attempt-1'))[0]!.body).toEqual({ answers: [null, null] });
    expect(await screen.findByText('You need to retake this quiz.')).toBeInTheDocument();
  });

  it('resumes with the answers the server saved (a reload keeps them)', async () => {
    stubApi({ ...base, [START]: () => json(200, attempt({ answers: [2, null] })) });
    renderApp('/app/courses/course-1');
    expect(await screen.findByRole('radio', { name: 'const' })).toBeChecked();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
  });

  it('after the third failed attempt, says when the next opens instead of offering Retake', async () => {
    const nextAttemptAt = new Date(Date.now() + WAIT_MS).toISOString();
    stubApi({
      ...base,
      [START]: () => json(200, attempt({ questions: [attempt().questions[0]!] })),
      [submitRoute('attempt-1')]: () => json(200, graded(0, false, [false], { attemptsLeft: 0, nextAttemptAt })),
    });
    const { user } = renderApp('/app/courses/course-1');
    await user.click(await screen.findByRole('radio', { name: 'var' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('You have used your 3 attempts for today. Try again in 5 h 12 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retake Quiz' })).not.toBeInTheDocument();
  });

  it("when the server refuses a 4th attempt, shows the wait in the reader's language", async () => {
    const nextAttemptAt = new Date(Date.now() + WAIT_MS).toISOString();
    const refused = () => apiError(429, 'quiz_attempts_used', 'You have used your 3 attempts. Try again in 5 h 12 min', { nextAttemptAt });
    stubApi({ ...base, [START]: refused });
    const first = renderApp('/app/courses/course-1');
    expect(await screen.findByText('No attempts left for now')).toBeInTheDocument();
    expect(screen.getByText('You have used your 3 attempts for today. Try again in 5 h 12 min')).toBeInTheDocument();
    first.unmount();
    // A French member reads it in French (the app follows the member's saved language).
    stubApi({ ...base, 'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }), [START]: refused });
    const { setLanguage } = await import('../../../../lib/i18n');
    try {
      renderApp('/app/courses/course-1');
      expect(await screen.findByText('Plus de tentative pour le moment')).toBeInTheDocument();
      expect(screen.getByText("Vous avez utilisé vos 3 tentatives pour aujourd'hui. Réessayez dans 5 h 12 min")).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  }, 15_000);
});
