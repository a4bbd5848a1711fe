import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { expect, newMember, registerThroughUi, test } from '../fixtures/test.js';

test('a new member searches, filters by category, adds a skill, and it stays added after a reload', async ({ page }) => {
  const member = newMember({ firstName: 'Akosua', lastName: 'Darko' });
  await registerThroughUi(page, member);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/skills');
  await expect(page).toHaveTitle('Skills Discovery | SkillLink');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills Discovery' })).toBeVisible();
  // The demo history puts fixed figures in Trending Skills (AI/Machine Learning +45 %: apps/server/src/seed/skills-catalog.ts).
  const trending = page.getByRole('region', { name: 'Trending Skills' });
  await expect(trending.getByRole('button', { name: /^AI\/Machine Learning\s*\+\d+%/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform Stats' }).getByText('Total Skills')).toBeVisible();

  // Search runs as the member types (no submit), and lands in the address.
  await page.getByLabel('Search skills').fill('script');
  await expect(page).toHaveURL(/[?&]q=script/);
  await expect(page.getByRole('article', { name: 'TypeScript' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Creative Writing' })).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Programming' });
  await expect(page).toHaveURL(/[?&]category=programming/);
  await expect(page.getByRole('article', { name: 'Creative Writing' })).toHaveCount(0);
  // JavaScript, TypeScript and Node.js ("Run JavaScript on the server"): the count says so.
  await expect(page.getByText(/^\d+ skills? found$/)).toHaveText('3 skills found');
  await expect(page.getByRole('article')).toHaveCount(3);

  const typescript = page.getByRole('article', { name: 'TypeScript' });
  await typescript.getByRole('button', { name: 'Add to My Skills' }).click();
  await expect(page.getByText('TypeScript added to your skills profile!')).toBeVisible();
  await expect(typescript.getByRole('button', { name: 'Added' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Search skills')).toHaveValue('script');
  await expect(page.getByLabel('Category')).toHaveValue('programming');
  await expect(page.getByRole('article', { name: 'TypeScript' }).getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'JavaScript' }).getByRole('button', { name: 'Add to My Skills' })).toBeEnabled();
});

test('Learn More opens the detail with its learning path; the page works at 360 px and in both themes', async ({
  page,
  member: _signedIn,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/skills?q=react');
  await page.getByRole('button', { name: 'Learn more about React' }).click();
  const dialog = page.getByRole('dialog', { name: 'React' });
  await expect(dialog.getByText('Hands-on Practice')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Find React courses' })).toHaveAttribute('href', '/app/courses?q=React');
  await dialog.getByRole('button', { name: 'TypeScript' }).click();
  await expect(page.getByRole('dialog', { name: 'TypeScript' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'skills (light, 360 px)');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page, 'skills (dark, 360 px)');
});
