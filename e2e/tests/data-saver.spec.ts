import type { APIRequestContext, Page } from '@playwright/test';
import { courseDetail, courseIdByTitle, postAsMember, SHORTEST_COURSE } from '../fixtures/learning.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Data saver (issue 28 §4): turned on in Settings on a phone, the Connections page fetches no
// photo until the member taps "Show photos"; the next page waits again (counted by the
// responses the page received), and Settings shows what that saved. A lesson plays its low
// rendition, and the member can switch to the standard one (ADR 074).

test.use({ viewport: { width: 360, height: 740 } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgjwvBihiGlgQAyZYwQXLjcuMAAAAASUVORK5CYII=',
  'base64',
);

async function post(request: APIRequestContext, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Counts the photos (API photo files) the page received from now on. */
function countPhotos(page: Page) {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/v1/photos/')) seen.push(response.url());
  });
  return seen;
}

test('with data saver on, the Connections page loads no photo until "Show photos"', async ({ page, browser, baseURL, member }) => {
  test.setTimeout(90_000);
  // A connection with a photo.
  const other = await browser.newContext({ baseURL });
  const kofi = newMember({ firstName: 'Kofi', lastName: `Photo${Math.random().toString(36).slice(2, 7)}` });
  await registerByApi(other.request, kofi);
  const photo = await other.request.put('/api/v1/profile/photo', {
    headers: { 'x-csrf-token': await csrfToken(other.request), 'content-type': 'image/png' },
    data: PNG,
  });
  expect(photo.status()).toBe(200);
  const kofiId = ((await (await other.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
  await post(page.request, '/api/v1/connections/requests', { personId: kofiId });
  const received = (await (await other.request.get('/api/v1/connections/requests?direction=received')).json()) as {
    items: Array<{ id: string }>;
  };
  await post(other.request, `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
  await other.close();

  // Data saver on, in Settings.
  await page.goto('/app/settings');
  const saver = page.getByRole('switch', { name: 'Save data on this device' });
  await expect(saver).not.toBeChecked();
  await saver.click();
  await expect(saver).toBeChecked();

  const photos = countPhotos(page);
  await page.goto('/app/connections');
  const card = page.getByRole('article', { name: `${kofi.firstName} ${kofi.lastName}` });
  await expect(card).toBeVisible();
  await expect(page.getByText('Data saver is on: photos are hidden.')).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  expect(photos).toEqual([]);

  await page.getByRole('button', { name: 'Show photos' }).click();
  await expect(card.locator('img')).toHaveCount(1);
  await expect.poll(() => photos.length).toBeGreaterThan(0);

  // Another page: photos wait again; the choice stays after a reload. The photo held back on
  // Connections counted (an avatar's typical size: an estimate, ADR 074).
  await page.goto('/app/settings');
  await expect(page.getByRole('switch', { name: 'Save data on this device' })).toBeChecked();
  await expect(page.getByText('Data saver is on: photos are hidden.')).toBeVisible();
  await expect(page.getByText(/^Data saver saved [1-9]\d* KB this month$/)).toBeVisible();
  void member;
});

test('with data saver on, a lesson plays its 240p rendition and the member can switch to 480p', async ({ page, member }) => {
  test.setTimeout(90_000);
  const courseId = await courseIdByTitle(page.request, SHORTEST_COURSE.title);
  await postAsMember(page.request, `/api/v1/courses/${encodeURIComponent(courseId)}/enrollment`);
  const lesson = (await courseDetail(page.request, courseId)).lessons.find((l) => l.type === 'video')!;
  await page.addInitScript(() => window.localStorage.setItem('sl-data-saver', 'on'));

  await page.goto(`/app/courses/${encodeURIComponent(courseId)}`);
  const player = page.getByRole('group', { name: `Video player: ${lesson.title}` });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', /-240p\.webm$/);
  await expect(video).toHaveAttribute('preload', 'none');
  const quality = player.getByRole('combobox', { name: 'Quality' });
  await expect(quality).toHaveValue('auto');
  await expect(quality.locator('option:checked')).toHaveText('Auto (240p)');

  // Playing, then 480p: the same moment, still playing.
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(1);
  await quality.selectOption('480');
  await expect(video).toHaveAttribute('src', /-480p\.webm$/);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && !el.paused && el.currentTime >= 1)).toBe(true);

  // The choice is kept on this device: the next visit starts at 480p.
  await page.reload();
  await expect(video).toHaveAttribute('src', /-480p\.webm$/);
  await expect(quality).toHaveValue('480');
  void member;
});
