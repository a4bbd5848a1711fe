import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { inEachLook } from '../fixtures/looks.js';
import { DEMO, expect, logInByApi, newMember, registerByApi, test } from '../fixtures/test.js';

// One search (issue 24) as members use it, over the demo content on the real server.

const topBar = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test('the typeahead finds a member by the first letters and by a misspelt surname, by keyboard', async ({ page }) => {
  await logInByApi(page.request, DEMO.email, DEMO.password);
  await page.goto('/app/dashboard');

  await topBar(page).fill('chin');
  await expect(suggestions(page).getByRole('option', { name: /Chinedu Okafor/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toHaveCount(0);

  // "Okafro": two letters swapped, one edit from Okafor.
  await topBar(page).fill('okafro');
  const chinedu = suggestions(page).getByRole('option', { name: /Chinedu Okafor/ });
  await expect(chinedu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(topBar(page)).toHaveAttribute('aria-activedescendant', (await chinedu.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/profile\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chinedu Okafor' })).toBeVisible();
});

test('"réact" finds React in Skills and in Courses, and Enter opens the full page', async ({ page, member: _signedIn }) => {
  await page.goto('/app/dashboard');
  await topBar(page).fill('réact');
  await expect(
    suggestions(page)
      .getByRole('option', { name: /^React/ })
      .first(),
  ).toBeVisible();
  await topBar(page).press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?q=r%C3%A9act$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Result types' });
  await tabs.getByRole('tab', { name: /^Skills/ }).click();
  await expect(page).toHaveURL(/[?&]tab=skills/);
  await expect(page.getByRole('article', { name: 'React', exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: /^Courses/ }).click();
  await expect(page.getByRole('article', { name: 'React and TypeScript in Practice' })).toBeVisible();

  // Back returns to the Skills tab, then to All: the address holds the tab.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]tab=skills/);
  await expect(page.getByRole('article', { name: 'React', exact: true })).toBeVisible();
});

test('filters narrow jobs by location and experience, and a reload keeps them', async ({ page, member: _signedIn }) => {
  await page.goto('/app/search?q=frontend&tab=jobs');
  const jobs = page.getByRole('article');
  await expect(jobs.first()).toBeVisible();
  const before = await jobs.count();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  const location = filters.getByRole('textbox', { name: 'Location' });
  await location.fill('Accra');
  await location.press('Enter');
  await expect(page).toHaveURL(/[?&]location=Accra/);
  await filters.getByLabel('Experience', { exact: true }).selectOption('senior');
  await expect(page).toHaveURL(/[?&]experience=senior/);

  // The demo's senior frontend jobs in Accra (seed/demo-jobs-data-accra.ts), and nothing else.
  await expect(page.getByRole('article', { name: 'Senior Frontend Engineer' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Frontend Lead, Digital Banking' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Frontend Developer (React)' })).toHaveCount(0);
  expect(await jobs.count()).toBeLessThan(before);
  for (const card of await jobs.all()) await expect(card).toContainText('Accra');

  await page.reload();
  await expect(page.getByRole('article', { name: 'Senior Frontend Engineer' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Frontend Developer (React)' })).toHaveCount(0);
});

test('recent searches are kept on the server: one entry per query, across a reload and another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = newMember({ firstName: 'Adjoa', lastName: 'Searcher' });
  await registerByApi(page.request, member);
  for (const q of ['react', 'python', 'React ']) {
    await page.goto(`/app/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByText(/results? for/)).toBeVisible();
  }
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link')).toHaveText(['React', 'python']);

  await page.reload();
  await expect(recent.getByRole('link')).toHaveText(['React', 'python']);

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await logInByApi(second.request, member.email, member.password);
  await second.goto('/app/search');
  const theirs = second.getByRole('region', { name: 'Recent searches' });
  await expect(theirs.getByRole('link')).toHaveText(['React', 'python']);
  await theirs.getByRole('button', { name: 'Remove “python” from recent searches' }).click();
  await expect(theirs.getByRole('link')).toHaveText(['React']);
  await other.close();

  await page.reload();
  await expect(recent.getByRole('link')).toHaveText(['React']);
  await recent.getByRole('button', { name: 'Clear all recent searches' }).click();
  await expect(recent.getByText('Your searches will show here.')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the drawer searches, and the page fits in French and both themes', async ({ page }) => {
    await registerByApi(page.request, newMember({ firstName: 'Kwabena', lastName: 'Phone' }));
    await inEachLook(page, async ({ theme, language }) => {
      await page.goto('/app/dashboard');
      await page.getByRole('button', { name: language === 'fr' ? 'Ouvrir le menu' : 'Open menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const box = drawer.getByRole('combobox', { name: language === 'fr' ? 'Rechercher' : 'Search' });
      await box.fill('kamua');
      await expect(drawer.getByRole('option', { name: /Wanjiru Kamau/ })).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/app\/search\?q=kamua$/);
      await expect(page.getByRole('heading', { level: 1, name: language === 'fr' ? 'Recherche' : 'Search' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Wanjiru Kamau' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `search page, ${theme}`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `search at 360 px (${theme}, ${language})`);
    });
    await page.goto('/app/search?q=zzzqqxw');
    await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  });
});
