import type { Page } from '@playwright/test';
import { expect, greeting, test } from '../fixtures/test.js';

type ThemeEvent = { kind: 'body' } | { kind: 'class'; old: string | null };
type ThemeLog = { events: ThemeEvent[]; final: string };

/**
 * Records, from the very start of each document, every change of <html class> (with its
 * old value) and the moment <body> is inserted. <body> is inserted after the blocking
 * scripts of <head> ran and before the app's (deferred, module) code runs, so the class
 * at that moment is what the first paint gets.
 */
async function recordThemeChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ kind: 'body' } | { kind: 'class'; old: string | null }> = [];
    (window as unknown as { __themeEvents: typeof events }).__themeEvents = events;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement) events.push({ kind: 'class', old: r.oldValue });
        if (r.type === 'childList') for (const n of r.addedNodes) if (n.nodeName === 'BODY') events.push({ kind: 'body' });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['class'] });
  });
}

async function themeLog(page: Page): Promise<ThemeLog> {
  return page.evaluate(() => ({
    events: (window as unknown as { __themeEvents: ThemeEvent[] }).__themeEvents,
    final: document.documentElement.className,
  }));
}

/** The <html class> values the document went through from <body> insertion to now. */
function classesSinceBody({ events, final }: ThemeLog): string[] {
  const bodyAt = events.findIndex((e) => e.kind === 'body');
  expect(bodyAt, 'saw <body> being inserted').toBeGreaterThanOrEqual(0);
  const changes = events.slice(bodyAt + 1).filter((e): e is { kind: 'class'; old: string | null } => e.kind === 'class');
  // Each change's old value is what was in force before it; the first one is the value at <body>.
  return [...changes.map((c) => c.old ?? ''), final];
}

const isDark = (cls: string) => cls.split(/\s+/).includes('dark');

test('dark theme survives a reload and is applied before first paint (no flash)', async ({ page, member }) => {
  await recordThemeChanges(page);
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  await page.reload();
  await expect(greeting(page, member.firstName)).toBeVisible();
  const seen = classesSinceBody(await themeLog(page));
  expect(seen.every(isDark), `html class from <body> on: ${JSON.stringify(seen)}`).toBe(true);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  // Saved to the member's account as well, not only on this device.
  const saved = await page.request.get('/api/v1/session');
  expect((await saved.json()).user.theme).toBe('dark');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit follows the system theme before first paint', async ({ page }) => {
    await recordThemeChanges(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const seen = classesSinceBody(await themeLog(page));
    expect(seen.every(isDark), `html class from <body> on: ${JSON.stringify(seen)}`).toBe(true);
  });
});

test('the no-flash check itself catches a page painted before the theme is applied', async ({ page }) => {
  // Without the blocking theme script the class can only come from the app's own code,
  // which runs after <body> exists: the recorder must see a non-dark first paint.
  await page.addInitScript(() => window.localStorage.setItem('sl-theme', 'dark'));
  // The page as served, without its inline theme script (the one <script> with no src).
  await page.route(
    (url) => url.pathname === '/auth/login',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<script>[\s\S]*?<\/script>/, '') });
    },
  );
  await recordThemeChanges(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  const seen = classesSinceBody(await themeLog(page));
  expect(isDark(seen[0] ?? ''), `html class from <body> on: ${JSON.stringify(seen)}`).toBe(false);
});
