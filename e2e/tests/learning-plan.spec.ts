import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { horizontalOverflow } from '../fixtures/learning.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Learn what you lack (issue 22 item 8): a member opens, from the dashboard's Browse Jobs, a job
// asking for a skill they do not have, adds the course that teaches it to their learning plan
// from the job page, and finds it in Continue Learning. The learner and the poster are members
// made here (Ama's enrolments and notifications are counted by other journeys).

const COURSE = 'React and TypeScript in Practice';

/** A second member posts a job asking for React (the posting form has its own journey). */
async function postReactJob(request: APIRequestContext, title: string): Promise<void> {
  const res = await request.post('/api/v1/jobs', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: {
      title,
      companyName: '',
      location: 'Accra, Ghana',
      type: 'full-time',
      experienceLevel: 'mid',
      salary: null,
      isRemote: true,
      skills: ['React'],
      description: 'Build the screens our merchants use every day.',
      requirements: [],
      responsibilities: [],
      benefits: [],
      deadline: null,
      questions: [],
    },
  });
  expect(res.status(), `post job: ${await res.text()}`).toBe(201);
}

test('a member adds the course that teaches a missing skill to their learning plan from the job', async ({
  page,
  browser,
  baseURL,
  member,
}) => {
  test.setTimeout(120_000);
  const title = `React Developer ${Math.random().toString(36).slice(2, 7)}`;
  const posterContext = await browser.newContext({ baseURL });
  await registerByApi(posterContext.request, newMember({ firstName: 'Kojo', lastName: 'Boateng' }));
  await postReactJob(posterContext.request, title);
  await posterContext.close();

  // 1. The dashboard's Browse Jobs leads to the jobs page, where the job is found.
  await page.goto('/app/dashboard');
  await expect(page.getByText(`Welcome back, ${member.firstName}!`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Jobs' }).click();
  await expect(page).toHaveURL(/\/app\/jobs$/);
  await page.goto(`/app/jobs?q=${encodeURIComponent(title)}`);
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 2. The match explains what is missing and which course teaches it.
  const match = page.getByRole('region', { name: 'How you match' });
  const courses = match.getByRole('list', { name: 'Courses that teach React' });
  await expect(courses.getByRole('link', { name: COURSE, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'job detail with courses for missing skills');
  await courses.getByRole('button', { name: `Add ${COURSE} to my learning plan` }).click();
  await expect(page.getByText(`${COURSE} is in your learning plan. Find it in Continue Learning.`)).toBeVisible();
  const inPlan = courses.getByRole('link', { name: `In your learning plan: open ${COURSE}` });
  await expect(inPlan).toBeVisible();

  // 3. It is in the plan after a reload too, and at 360 px in the dark theme nothing overflows.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(inPlan).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'job detail at 360 px, dark');

  // 4. The link opens the course, and the courses page lists it under Continue Learning.
  await inPlan.click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.goto('/app/courses');
  const continueLearning = page.getByRole('region', { name: 'Continue Learning' });
  await expect(continueLearning.getByRole('link', { name: `Continue ${COURSE}` })).toBeVisible();
});
