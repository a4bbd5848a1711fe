import type { SkillAssessment } from '@skilllink/contracts/skill-assessments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { assessment, badge } from '../../../../test/skill-assessment-fixtures';

const LIST = 'GET /api/v1/skills/assessments';

function stub(items: SkillAssessment[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    [LIST]: () => json(200, { items }),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Skill assessments list', () => {
  it('explains the rules once and shows each skill with its facts and where the member stands', async () => {
    const next = '2026-12-06T09:30:00.000Z';
    stub([
      assessment(),
      assessment({
        skill: 'python',
        name: 'Python',
        category: 'Programming',
        openAttempt: { id: 'a1', deadlineAt: new Date(Date.now() + 754_500).toISOString() },
        attemptsLeft: 1,
      }),
      assessment({ skill: 'excel', name: 'Excel', badge: badge({ skill: 'excel', name: 'Excel', score: 87 }), attemptsLeft: 1 }),
      assessment({
        skill: 'python-2',
        name: 'Data Analysis',
        badge: badge({ skill: 'data-analysis', name: 'Data Analysis' }),
        inMyProfile: true,
      }),
      assessment({
        skill: 'git-and-github',
        name: 'Git & GitHub',
        category: 'Programming',
        attemptsLeft: 0,
        nextAttemptAt: next,
        lastScore: 60,
      }),
    ]);
    renderApp('/app/skills/assessments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skill Assessments' })).toBeInTheDocument();
    expect(document.title).toBe('Skill Assessments | SkillLink');
    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(rules).toHaveTextContent('Each attempt draws 15 questions at random from a bank of 30.');
    expect(rules).toHaveTextContent('2 attempts per skill every 7 days.');
    expect(rules).toHaveTextContent('The right answers are never shown');

    const sql = await screen.findByRole('article', { name: 'SQL' });
    expect(within(sql).getByText('Data Science')).toBeInTheDocument();
    expect(within(sql).getByText('15 questions · 20 minutes · pass mark 70 %')).toBeInTheDocument();
    expect(within(sql).getByRole('link', { name: 'Start the SQL assessment' })).toHaveAttribute('href', '/app/skills/assessments/sql');

    expect(within(card('Python')).getByRole('link', { name: /^Resume \(1[12]:\d\d left\)$/ })).toHaveAttribute(
      'href',
      '/app/skills/assessments/python',
    );

    const excel = card('Excel');
    expect(within(excel).getByText('Verified ✓ — score 87 %')).toBeInTheDocument();
    expect(within(excel).getByRole('link', { name: 'Download the Excel credential (.json)' })).toHaveAttribute(
      'href',
      '/api/v1/skill-badges/badge-1/credential',
    );
    expect(within(excel).getByRole('link', { name: 'Verify it' })).toHaveAttribute('href', '/credentials/verify');
    expect(within(excel).queryByRole('link', { name: /^Start/ })).not.toBeInTheDocument();
    expect(within(excel).getByRole('button', { name: /Excel/ })).toHaveTextContent('Add to profile');
    // Already on the profile: nothing to add.
    expect(within(card('Data Analysis')).queryByRole('button', { name: /Data Analysis/ })).not.toBeInTheDocument();

    const git = card('Git & GitHub');
    const start = within(git).getByRole('button', { name: 'Start the Git & GitHub assessment' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/^No attempts left — next attempt on /);
    expect(within(git).getByText('Last score: 60 % (pass mark 70 %)')).toBeInTheDocument();
  });

  it('says what failed and loads again with Try again', async () => {
    let calls = 0;
    stub([], { [LIST]: () => (++calls === 1 ? apiError(500, 'internal', 'Boom') : json(200, { items: [assessment()] })) });
    const { user } = renderApp('/app/skills/assessments');
    expect(await screen.findByText('We could not load the assessments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'SQL' })).toBeInTheDocument();
  });

  it('adds a verified skill to the profile', async () => {
    const api = stub([assessment({ badge: badge() })], { 'POST /api/v1/profile/skills': () => json(201, {}) });
    const { user } = renderApp('/app/skills/assessments');
    await user.click(await screen.findByRole('button', { name: 'Add SQL to my profile' }));
    expect(await screen.findByText('SQL is on your profile')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/profile/skills')[0]!.body).toEqual({ name: 'SQL', level: 'Beginner', category: 'Data Science' });
  });
  it('speaks French to a French-speaking member', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }),
      [LIST]: () => json(200, { items: [assessment({ attemptsLeft: 1, lastScore: 40 })] }),
    });
    const { setLanguage } = await import('../../../../lib/i18n');
    try {
      renderApp('/app/skills/assessments');
      expect(await screen.findByRole('heading', { level: 1, name: 'Évaluations de compétences' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(/^Évaluations de compétences \| SkillLink$/));
      const sql = await screen.findByRole('article', { name: 'SQL' });
      expect(within(sql).getByText('Science des données')).toBeInTheDocument();
      expect(within(sql).getByText('15 questions · 20 minutes · seuil de réussite 70 %')).toBeInTheDocument();
      expect(within(sql).getByText('Dernier score : 40 % (seuil 70 %)')).toBeInTheDocument();
      expect(within(sql).getByText('1 tentative restante')).toBeInTheDocument();
      expect(within(sql).getByRole('link', { name: 'Commencer l’évaluation SQL' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
