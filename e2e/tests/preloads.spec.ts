import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

/**
 * The server's page for a route names the API answers that route's first render asks for
 * (<link rel=preload as=fetch>, apps/web/src/app/route-preloads.ts). Two things must hold for
 * every route, or a slow phone pays twice: the page really asks for each of them, and it takes
 * the preloaded answer instead of asking the network again.
 */
type Route = { path: string; fetch: string[]; pageFetch: string[] };
const routes: Route[] = JSON.parse(readFileSync(new URL('../../apps/web/dist/.vite/route-preloads.json', import.meta.url), 'utf8')).routes;

const PRELOAD_LINK = /<link rel="preload" as="fetch"[^>]*>/g;
const apiPath = (request: Request) => new URL(request.url()).pathname + new URL(request.url()).search;

/** Opens `path` with the page's fetch preloads removed and waits until the app itself has asked for each URL. */
async function appAsksFor(page: Page, path: string, urls: string[]): Promise<void> {
  await page.route(
    (url) => url.pathname + url.search === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(PRELOAD_LINK, '') });
    },
  );
  const asked = urls.map((url) => page.waitForRequest((r) => r.resourceType() === 'fetch' && apiPath(r) === url));
  await page.goto(path);
  await Promise.all(asked);
  await page.unrouteAll({ behavior: 'wait' });
}

/** Opens `path` as served and returns the API requests that reached the network, by kind. */
async function requestsOnOpen(page: Page, path: string): Promise<{ preloaded: string[]; fetched: string[] }> {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r);
  });
  await page.goto(path);
  // The page's own heading: its code has run, and with it the first requests.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return {
    preloaded: seen.filter((r) => r.resourceType() !== 'fetch').map(apiPath),
    fetched: seen.filter((r) => r.resourceType() === 'fetch').map(apiPath),
  };
}

/** `path` may carry a query (another view of the page): then only what every view asks for is preloaded. */
async function check(page: Page, route: Route, path: string): Promise<void> {
  const [pathname, query] = path.split('?');
  const urls = [...route.fetch, ...(query ? [] : route.pageFetch)].map((url) => url.replace(/:\w+/, pathname!.split('/').pop()!));
  await appAsksFor(page, path, urls);
  const { preloaded, fetched } = await requestsOnOpen(page, path);
  expect(preloaded.sort(), `${path}: preloads`).toEqual([...urls].sort());
  expect(
    fetched.filter((url) => urls.includes(url)),
    `${path}: asked again instead of taking the preload`,
  ).toEqual([]);
}

/** Every signed-in page whose preloads need no id; the course page is checked with a real one. */
const PAGES = [
  'dashboard',
  'profile',
  'skills',
  'skills/assessments',
  'skills/assessments/sql',
  'activity',
  'notifications',
  'connections',
  'messages',
  'certificates',
  'courses',
  'calendar',
  'projects',
];

test('every signed-in page asks for what it preloads, and asks only once', async ({ page, member }) => {
  void member;
  test.slow();
  for (const path of PAGES.map((p) => `/app/${p}`)) {
    const route = routes.find((r) => r.path === path) ?? routes.find((r) => r.path === path.replace(/\/sql$/, '/:slug'));
    expect(route, `${path} has preloads`).toBeDefined();
    await check(page, route!, path);
  }
  const courses = (await (await page.request.get('/api/v1/courses')).json()) as { items: Array<{ id: string }> };
  await check(
    page,
    routes.find((r) => r.path === '/app/courses/:courseId')!,
    `/app/courses/${courses.items[0]!.id}`,
  );
});

test('the sign-in pages ask for what they preload, and only once', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register'])
    await check(
      page,
      routes.find((r) => r.path === path)!,
      path,
    );
});
