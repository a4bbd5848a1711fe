import type { APIRequestContext, Page } from '@playwright/test';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Data saver (issue 28 §4): turned on in Settings on a phone, the Connections page fetches no
// photo until the member taps "Show photos"; the next page waits again. Counted by the
// responses the page received.

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

  // Another page: photos wait again; the choice stays after a reload.
  await page.goto('/app/settings');
  await expect(page.getByRole('switch', { name: 'Save data on this device' })).toBeChecked();
  await expect(page.getByText('Data saver is on: photos are hidden.')).toBeVisible();
  void member;
});
