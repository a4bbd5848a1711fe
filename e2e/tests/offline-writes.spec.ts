import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, mondayOf, occurrences } from '../fixtures/calendar.js';
import { courseDetail, courseIdByTitle, postAsMember, SHORTEST_COURSE as COURSE } from '../fixtures/learning.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Writes made offline (issue 28 §2, ADR 075): Adwoa, on her phone with no data, creates a
// calendar event, ticks a task and answers a quiz. Each shows at once, marked as waiting; back
// online, each reaches the server once — asked through the API, not read off the screen.

// Service workers as on a member's phone (the installed app); the calendar's week fits the window.
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 1300 } });

async function post(request: APIRequestContext, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

const goOffline = (page: Page) => page.context().setOffline(true);
async function goOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a calendar event, a task tick and quiz answers made offline each reach the server once on reconnect', async ({ page }) => {
  test.setTimeout(300_000);
  await registerByApi(page.request, newMember({ firstName: 'Adwoa' }));

  // 1. The calendar: made offline, shown at once and marked; sent once on reconnect.
  await page.goto('/app/calendar');
  const grid = page.getByRole('region', { name: 'Events' });
  await expect(page.getByRole('button', { name: 'Week', exact: true, pressed: true })).toBeVisible({ timeout: 90_000 });
  await expect(grid).toBeVisible();
  const day = new Date().toISOString().slice(0, 10);
  const monday = mondayOf(day);
  await goOffline(page);
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill('Offline planning');
  await form.getByLabel('Start date').fill(day);
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('End date').fill(day);
  await form.getByLabel('End time').fill('11:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved on this device — it will be added when you are back online')).toBeVisible();
  await expect(grid.locator('[data-occurrence-id]', { hasText: 'Waiting to sync · Offline planning' })).toBeVisible();
  const week = [monday, addDays(monday, 7)] as const;
  expect(await occurrences(page.request, ...week)).toEqual([]);
  await goOnline(page);
  await expect(grid.locator('[data-occurrence-id]', { hasText: 'Waiting to sync' })).toHaveCount(0, { timeout: 30_000 });
  await expect(grid.locator('[data-occurrence-id]', { hasText: 'Offline planning' })).toHaveCount(1);
  expect((await occurrences(page.request, ...week)).map((o) => o.title)).toEqual(['Offline planning']);

  // 2. A task ticked offline: the state is sent (completed), and the server has it.
  const project = (await post(page.request, '/api/v1/workspace/projects', {
    title: 'Shea butter shop',
    description: 'Online orders.',
    budget: { total: 5000, spent: 0, currency: 'GHS' },
    startDate: '2026-11-01',
    endDate: '2027-02-01',
    tags: [],
  })) as { id: string };
  const task = (await post(page.request, `/api/v1/workspace/projects/${project.id}/tasks`, { title: 'Photograph the jars' })) as {
    id: string;
  };
  await page.goto(`/app/projects/${project.id}?tab=tasks`);
  const box = page.getByRole('checkbox', { name: 'Mark “Photograph the jars” as completed' });
  await expect(box).toBeVisible();
  await goOffline(page);
  await box.check();
  await expect(page.getByRole('checkbox', { name: 'Mark “Photograph the jars” as pending' })).toBeChecked();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await goOnline(page);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  const tasks = async () =>
    (
      (await (await page.request.get(`/api/v1/workspace/projects/${project.id}/tasks`)).json()) as {
        items: Array<{ id: string; status: string }>;
      }
    ).items;
  expect((await tasks()).find((t) => t.id === task.id)?.status).toBe('completed');

  // 3. A quiz answered and submitted offline: graded once back online.
  const courseId = await courseIdByTitle(page.request, COURSE.title);
  await postAsMember(page.request, `/api/v1/courses/${courseId}/enrollment`);
  const quizLesson = (await courseDetail(page.request, courseId)).lessons.find((l) => l.type === 'quiz')!;
  // Starting the attempt online makes the quiz the lesson the course page opens on.
  await postAsMember(page.request, `/api/v1/courses/${courseId}/lessons/${quizLesson.id}/quiz/attempts`);
  await page.goto(`/app/courses/${encodeURIComponent(courseId)}`);
  const first = page.getByText(/^Question 1 of \d+$/);
  await expect(first).toBeVisible();
  const count = Number((await first.textContent())!.split(' of ')[1]);
  const bank = new Map(COURSE.quiz.questions.map(([question, options, correct]) => [question, options[correct]!]));
  await goOffline(page);
  for (let i = 0; i < count; i += 1) {
    await expect(page.getByText(`Question ${i + 1} of ${count}`, { exact: true })).toBeVisible();
    const question = (await page.locator('fieldset legend span').nth(1).textContent())!.trim();
    await page.getByRole('radio', { name: bank.get(question)!, exact: true }).check();
    await expect(page.getByText('Saved on this device — sends when you are back online')).toBeVisible();
    if (i < count - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Waiting to submit', exact: true })).toBeDisabled();
  await goOnline(page);
  await expect(page.getByText('Your score: 100%')).toBeVisible({ timeout: 30_000 });
  expect((await courseDetail(page.request, courseId)).lessons.find((l) => l.id === quizLesson.id)?.completed).toBe(true);

  await page.context().close();
});
