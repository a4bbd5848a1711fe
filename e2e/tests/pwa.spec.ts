import type { Page } from '@playwright/test';
import { expect, logOutThroughUi, test } from '../fixtures/test.js';

// The installable app (issue 28 §1, ADR 070): the manifest and service worker meet Chromium's
// install criteria; after a visit, /app/messages opens offline from what the device kept (the
// shell and the member), a page never opened shows the offline page, no API answer is ever in a
// cache, and signing out clears the kept pages and the remembered member.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** Every URL path in every cache of the page's origin, by cache. */
function cached(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

test('installable; opens offline from what it kept; signing out clears it', async ({ page, member }) => {
  test.setTimeout(90_000);
  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // The worker took this tab and kept its page for offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(async () => (await cached(page))['sl-pages'] ?? []).toContain('/app/messages');

  // Chromium's own install check (what Lighthouse's PWA audit asked): nothing missing but that
  // a test browser is a private window.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ sizes: string; purpose: string }>;
    shortcuts: Array<{ url: string }>;
  };
  expect(manifest).toMatchObject({ name: 'SkillLink', start_url: '/app/dashboard', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/app/messages', '/app/courses', '/app/jobs']);

  // Nothing from the API is in any cache.
  const everything = Object.values(await cached(page)).flat();
  expect(everything.length).toBeGreaterThan(5);
  expect(everything.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Offline: the page opens from the device, says it is offline, and knows the member.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — last updated/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  // A page this device never opened: the offline page, in both languages.
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();

  // Back online, signing out removes the kept pages and the remembered member.
  await page.context().setOffline(false);
  await page.goto('/app/dashboard');
  await expect(page.getByText(`Welcome back, ${member.firstName}!`, { exact: true })).toBeVisible();
  await logOutThroughUi(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect.poll(async () => Object.keys(await cached(page))).not.toContain('sl-pages');
  expect(await page.evaluate(() => localStorage.getItem('sl-last-member'))).toBeNull();
});
