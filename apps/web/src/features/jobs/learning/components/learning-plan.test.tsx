import type { SkillCourse, SkillCourses } from '@skilllink/contracts/course-skills';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { assessment, badge } from '../../../../test/skill-assessment-fixtures';
import { detail } from '../../test-fixtures';

const course = (id: string, title: string, overrides: Partial<SkillCourse> = {}): SkillCourse => ({
  id,
  title,
  instructor: 'Tunde Bakare',
  category: 'Web Development',
  level: 'Intermediate',
  durationSeconds: 1800,
  lessonCount: 6,
  rating: 4.8,
  reviewCount: 12,
  enrolledCount: 40,
  thumbnail: '/media/courses/react.webp',
  createdAt: '2026-10-01T00:00:00.000Z',
  inLearningPlan: false,
  ...overrides,
});

const missing = detail({
  match: {
    score: 40,
    parts: { skills: 0, experience: 100, location: 100, title: 0 },
    haveSkills: [],
    missingSkills: ['React', 'GraphQL', 'HTML & CSS'],
    verifiedSkills: [],
    myLevel: 'mid',
  },
});

function stubJob(enrol: () => Response, language: 'en' | 'fr' = 'en') {
  let enrolled = false;
  return stubApi({
    'GET /api/v1/session': signedInAs({ ...member, language }),
    'GET /api/v1/jobs/job-1': () => json(200, missing),
    'GET /api/v1/courses/for-skills': (): Response =>
      json(200, {
        items: [
          { skill: 'React', courses: [course('c-react', 'React and TypeScript in Practice', { inLearningPlan: enrolled })] },
          { skill: 'GraphQL', courses: [] },
          {
            skill: 'HTML & CSS',
            courses: [
              course('c-web', 'Responsive Web Design with HTML & CSS', { level: 'Beginner', lessonCount: 1, inLearningPlan: true }),
            ],
          },
        ],
      } satisfies SkillCourses),
    // HTML & CSS has an assessment not passed yet; React's is passed (nothing to prove).
    'GET /api/v1/skills/assessments': () =>
      json(200, {
        items: [
          assessment({ skill: 'html-and-css', name: 'HTML & CSS' }),
          assessment({ skill: 'react', name: 'React', badge: badge({ skill: 'react', name: 'React' }) }),
        ],
      }),
    'POST /api/v1/courses/c-react/enrollment': () => {
      const answer = enrol();
      enrolled = answer.ok || answer.status === 409;
      return answer;
    },
  });
}

afterEach(async () => setLanguage('en'));

describe('Learn what you lack', () => {
  it('lists the courses teaching each missing skill and adds one to the learning plan', async () => {
    const api = stubJob(() => json(201, { message: 'Successfully enrolled in course!', enrollment: {} }));
    const { user } = renderApp('/app/jobs/job-1');
    const match = within(await screen.findByRole('region', { name: 'How you match' }));
    const react = within(await match.findByRole('list', { name: 'Courses that teach React' }));
    expect(api.callsTo('GET /api/v1/courses/for-skills')[0]!.search).toBe(
      `?${new URLSearchParams({ skills: 'React,GraphQL,HTML & CSS' })}`,
    );
    expect(react.getByRole('link', { name: 'React and TypeScript in Practice' })).toHaveAttribute('href', '/app/courses/c-react');
    expect(react.getByText('Intermediate · 6 lessons')).toBeInTheDocument();
    // Already in the plan: said, and leading to the course.
    const web = within(match.getByRole('list', { name: 'Courses that teach HTML & CSS' }));
    expect(web.getByText('Beginner · 1 lesson')).toBeInTheDocument();
    expect(web.getByRole('link', { name: 'In your learning plan: open Responsive Web Design with HTML & CSS' })).toHaveAttribute(
      'href',
      '/app/courses/c-web',
    );
    expect(match.getByText('No SkillLink course teaches it yet.')).toBeInTheDocument();
    // A skill with an assessment can be proved instead.
    expect(await match.findByRole('link', { name: 'Already know HTML & CSS? Prove it: take the assessment' })).toHaveAttribute(
      'href',
      '/app/skills/assessments/html-and-css',
    );
    expect(match.queryByRole('link', { name: /Already know React/ })).not.toBeInTheDocument();

    await user.click(react.getByRole('button', { name: 'Add React and TypeScript in Practice to my learning plan' }));
    expect(
      await screen.findByText('React and TypeScript in Practice is in your learning plan. Find it in Continue Learning.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/courses/c-react/enrollment')).toHaveLength(1);
    const inPlan = await react.findByRole('link', { name: 'In your learning plan: open React and TypeScript in Practice' });
    expect(inPlan).toHaveAttribute('href', '/app/courses/c-react');
    expect(react.queryByRole('button', { name: /to my learning plan$/ })).not.toBeInTheDocument();
  });

  it('counts "already enrolled" as added, in French too', async () => {
    stubJob(() => apiError(409, 'already_enrolled', 'You are already enrolled in this course'), 'fr');
    const { user } = renderApp('/app/jobs/job-1');
    const react = within(await screen.findByRole('list', { name: 'Cours qui enseignent React' }));
    await user.click(react.getByRole('button', { name: 'Ajouter React and TypeScript in Practice à mon plan d’apprentissage' }));
    expect(
      await react.findByRole('link', { name: 'Dans votre plan d’apprentissage : ouvrir React and TypeScript in Practice' }),
    ).toBeInTheDocument();
  });

  it('toasts a refusal and keeps the button', async () => {
    stubJob(() => apiError(429, 'rate_limited', 'Too many attempts. Please wait 1 minute and try again'));
    const { user } = renderApp('/app/jobs/job-1');
    const react = within(await screen.findByRole('list', { name: 'Courses that teach React' }));
    await user.click(react.getByRole('button', { name: 'Add React and TypeScript in Practice to my learning plan' }));
    expect(await screen.findByText(/Too many/)).toBeInTheDocument();
    expect(react.getByRole('button', { name: 'Add React and TypeScript in Practice to my learning plan' })).toBeInTheDocument();
  });
});
