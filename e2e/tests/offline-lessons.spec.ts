import type { Page } from '@playwright/test';
import { courseDetail, courseIdByTitle, postAsMember, SHORTEST_COURSE as COURSE } from '../fixtures/learning.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Lessons for later (issue 28 §3, ADR 073): Kofi saves a lesson for offline (its size shown
// first), goes offline, reloads, watches it to the end from the device; back online, what he
// watched reaches the server once and completes the lesson. Remove frees the space.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** The URL paths kept in one of the page's caches. */
const cached = (page: Page, name: string) =>
  page.evaluate(
    async (cache) => ((await caches.has(cache)) ? (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname) : []),
    name,
  );

/** What the device kept for reading offline (IndexedDB, ADR 071), as text. */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('sl-offline');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve('');
          const get = db.transaction('kv').objectStore('kv').get('queries');
          get.onsuccess = () => resolve(String(get.result ?? ''));
          get.onerror = () => resolve('');
        };
      }),
  );

/** The offline reports waiting in the member's write queue (localStorage). */
const waiting = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('sl-writes:'))
      .flatMap((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<{ kind: string; payload: { body: unknown } }>)
      .filter((e) => e.kind === 'lesson.offlineWatch'),
  );

test('a lesson saved for offline plays offline to the end, and its progress reaches the server once', async ({ page }) => {
  test.setTimeout(180_000);
  await registerByApi(page.request, newMember({ firstName: 'Kofi', lastName: `Offline${Math.random().toString(36).slice(2, 7)}` }));
  const courseId = await courseIdByTitle(page.request, COURSE.title);
  await postAsMember(page.request, `/api/v1/courses/${courseId}/enrollment`);
  const lesson = (await courseDetail(page.request, courseId)).lessons[0]!;
  expect(lesson.type).toBe('video');

  // Online: the lesson says its size before anything downloads; saving keeps its files.
  await page.goto(`/app/courses/${courseId}`);
  await expect(page.locator('#lesson-title')).toHaveText(lesson.title);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const save = page.getByRole('button', { name: /^Save for offline Video · \d+(\.\d)? (KB|MB)$/ });
  await expect(save).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save course for offline · \d+(\.\d)? (KB|MB)$/ })).toBeVisible();
  await save.click();
  await expect(page.getByText(/^Saved for offline · \d+(\.\d)? (KB|MB)$/)).toBeVisible();
  const files = await cached(page, 'sl-lessons');
  expect(files.some((f) => /^\/media\/courses\/.+\.webm$/.test(f))).toBe(true);
  // The course page is on the device for an offline start.
  await expect.poll(() => kept(page), { timeout: 15_000 }).toContain(lesson.title);

  // Offline: the reloaded page plays the saved lesson from the device, to the end.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('#lesson-title')).toHaveText(lesson.title);
  const player = page.getByRole('group', { name: `Video player: ${lesson.title}` });
  const video = player.locator('video');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.ended), { timeout: (lesson.durationSeconds * 6 + 30) * 1000 })
    .toBe(true);
  await expect(page.getByText('Watched offline. Your progress will be sent when you are back online.')).toBeVisible();
  const reports = await waiting(page);
  expect(reports).toHaveLength(1);
  // Another lesson, not saved, says so instead of a broken player.
  await page.getByRole('button', { name: new RegExp(`^Lesson 2: `) }).click();
  await expect(page.getByText('This lesson is not saved for offline')).toBeVisible();

  // Back online: the report goes once, and the server completes the lesson.
  const sent = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(`/lessons/${lesson.id}/offline-watch`),
  );
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ completed: true, completion: { courseCompleted: false } });
  await expect.poll(() => waiting(page)).toEqual([]);
  const after = await courseDetail(page.request, courseId);
  expect(after.lessons[0]!.completed).toBe(true);
  const progress = ((await (await page.request.get(`/api/v1/courses/${courseId}`)).json()) as { enrollment: { progress: number } })
    .enrollment.progress;
  expect(progress).toBe(Math.round(100 / after.lessons.length));
  // The same report again (a retry): recorded once, nothing counted twice.
  const again = await page.request.post(`/api/v1/courses/${courseId}/lessons/${lesson.id}/offline-watch`, {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: reports[0]!.payload.body,
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ completed: true, completion: null });
  const twice = (await (await page.request.get(`/api/v1/courses/${courseId}`)).json()) as { enrollment: { progress: number } };
  expect(twice.enrollment.progress).toBe(progress);

  // Remove frees the space.
  await page.getByRole('button', { name: 'Lesson 1 is saved for offline. Remove it' }).click();
  await expect.poll(() => cached(page, 'sl-lessons')).toEqual([]);
  await page.goto('/app/settings');
  await expect(page.getByRole('region', { name: 'Saved for offline' })).toContainText('No lessons saved.');
  await page.context().close();
});
