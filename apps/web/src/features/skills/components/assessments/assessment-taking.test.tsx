import type { SkillAssessment } from '@skilllink/contracts/skill-assessments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { assessment, attempt, result } from '../../../../test/skill-assessment-fixtures';

const LIST = 'GET /api/v1/skills/assessments';
const START = 'POST /api/v1/skills/assessments/sql/attempts';
const answerRoute = (index: number, id = 'attempt-1') => `PUT /api/v1/skills/assessments/sql/attempts/${id}/answers/${index}`;
const SUBMIT = 'POST /api/v1/skills/assessments/sql/attempts/attempt-1/submit';

function stub(items: SkillAssessment[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    [LIST]: () => json(200, { items }),
    ...extra,
  });
}

describe('Taking a skill assessment', () => {
  it('starts after the intro, saves each pick, asks for the missing answers and shows the badge on a pass', async () => {
    const api = stub([assessment()], {
      [START]: () => json(200, attempt()),
      [answerRoute(0)]: () => json(204),
      [answerRoute(1)]: () => json(204),
      [SUBMIT]: () => json(200, result()),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Assessment' })).toBeInTheDocument();
    expect(document.title).toBe('SQL Assessment | SkillLink');
    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    // Nothing starts (and no clock runs) before Start.
    expect(api.callsTo(START)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const group = await screen.findByRole('group', { name: /Question 1 of 2/ });
    // Start is gone: focus lands on the first answer, not on the page.
    expect(group).toContainElement(document.activeElement as HTMLElement);
    expect(within(group).getByText('SELECT').tagName).toBe('CODE');
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/(20:00|19:59) left/);
    await user.click(within(group).getByRole('radio', { name: 'SELECT' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo(answerRoute(0)).map((c) => c.body)).toEqual([{ option: 2 }]);
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // "Saved" speaks of the question on screen: this one has no answer yet.
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    // Focus moved into the question, for keyboard users.
    expect(screen.getByRole('group', { name: /Question 2 of 2/ })).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('type', 'radio');
    // Submitting with a question unanswered says which, and offers to go there.
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some questions have no answer' });
    expect(dialog).toHaveTextContent('Unanswered: 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Go to question 2' }));
    expect(api.callsTo(SUBMIT)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'WHERE' }));
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    expect(await screen.findByText('Passed — 100 % (2 of 2)')).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)[0]!.body).toEqual({ answers: [2, 1] });
    expect(screen.getByRole('heading', { name: 'You earned the SQL skill badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the SQL credential (.json)' })).toHaveAttribute(
      'href',
      '/api/v1/skill-badges/badge-1/credential',
    );
    expect(screen.getByRole('link', { name: 'Verify it' })).toHaveAttribute('href', '/credentials/verify');
  });

  it('a fail gives the score and attempts left, no badge and never the right answers', async () => {
    stub([assessment()], {
      [START]: () => json(200, attempt({ answers: [0, 0] })),
      [SUBMIT]: () => json(200, result({ score: 0, passed: false, correct: 0, attemptsLeft: 1, badge: null })),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    // Both answered (resumed answers): it opens on the first question and Submit is offered.
    await screen.findByRole('group', { name: /Question 1 of 2/ });
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    expect(await screen.findByText('Not passed — 0 % (0 of 2). You need 70 %.')).toBeInTheDocument();
    expect(screen.getByText('1 attempt left.')).toBeInTheDocument();
    expect(screen.queryByText(/skill badge/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('resumes a running attempt at once with the answers the server saved', async () => {
    const api = stub([assessment({ openAttempt: { id: 'attempt-1', deadlineAt: new Date(Date.now() + 600_000).toISOString() } })], {
      [START]: () => json(200, attempt({ answers: [2, null], deadlineAt: new Date(Date.now() + 600_000).toISOString() })),
    });
    renderApp('/app/skills/assessments/sql');
    // It opens on the first question without an answer.
    const group = await screen.findByRole('group', { name: /Question 2 of 2/ });
    expect(within(group).getByRole('radio', { name: 'WHERE' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/(10:00|9:59) left/);
    expect(api.callsTo(START)).toHaveLength(1);
  });

  it('warns in the last minute', async () => {
    stub([assessment()], { [START]: () => json(200, attempt({ deadlineAt: new Date(Date.now() + 30_000).toISOString() })) });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer).toHaveAttribute('data-warning', 'true');
    expect(screen.getByText('1 minute left. When time is up, the answers you picked are submitted.')).toBeInTheDocument();
  });

  it('submits by itself when time is up, and the result says so', async () => {
    // The server's deadline has passed by the time the attempt arrives (a slow trip, a resume).
    const api = stub([assessment()], {
      [START]: () => json(200, attempt({ deadlineAt: new Date(Date.now() - 1000).toISOString() })),
      [SUBMIT]: () =>
        json(200, result({ score: 0, passed: false, correct: 0, attemptsLeft: 0, nextAttemptAt: '2026-12-06T09:30:00.000Z', badge: null })),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Not passed — 0 % (0 of 2). You need 70 %.')).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
    expect(api.callsTo(SUBMIT)[0]!.body).toEqual({ answers: [null, null] });
    expect(screen.getByText('Time ran out: the answers you had picked were graded.')).toBeInTheDocument();
    expect(screen.getByText(/^Next attempt on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an attempt submitted in another tab shows its result instead of failing to save', async () => {
    const api = stub([assessment()], {
      [START]: () => json(200, attempt()),
      [answerRoute(0)]: () => apiError(409, 'already_submitted', 'This attempt has already been submitted'),
      [SUBMIT]: () => json(200, result()),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('radio', { name: 'SELECT' }));
    expect(await screen.findByText('Passed — 100 % (2 of 2)')).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
    expect(screen.queryByText('Time ran out: the answers you had picked were graded.')).not.toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
  });

  it('says when an answer was not saved and sends it again with Retry', async () => {
    let puts = 0;
    const api = stub([assessment()], {
      [START]: () => json(200, attempt()),
      [answerRoute(0)]: () => (++puts === 1 ? apiError(503, 'unavailable', 'Down') : json(204)),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('radio', { name: 'SELECT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer to question 1 was not saved.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(answerRoute(0)).map((c) => c.body)).toEqual([{ option: 2 }, { option: 2 }]);
  });

  it('a start refused for the attempt limit says when the next one opens', async () => {
    stub([assessment()], {
      [START]: () => apiError(429, 'assessment_attempts_used', 'No attempts left', { nextAttemptAt: '2026-12-06T09:30:00.000Z' }),
    });
    const { user } = renderApp('/app/skills/assessments/sql');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No attempts left — next attempt on .*2026/);
  });

  it('an unknown skill leads back to the list', async () => {
    stub([assessment()]);
    renderApp('/app/skills/assessments/cobol');
    expect(await screen.findByText('This assessment does not exist')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All assessments' }).at(-1)).toHaveAttribute('href', '/app/skills/assessments');
  });
});
