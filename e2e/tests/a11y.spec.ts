import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { expect, greeting, test } from '../fixtures/test.js';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    const themeClass = colorScheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/;

    test(`login and register pages have no serious axe violations (${colorScheme})`, async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(themeClass);
      await expectNoSeriousA11yViolations(page, `/auth/login (${colorScheme})`);

      // With the inline errors showing, too.
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/auth/login with errors (${colorScheme})`);

      await page.goto('/auth/register');
      await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/auth/register (${colorScheme})`);
    });

    test(`the app shell has no serious axe violations (${colorScheme})`, async ({ page, member }) => {
      await page.goto('/app/dashboard');
      await expect(greeting(page, member.firstName)).toBeVisible();
      await expect(page.locator('html')).toHaveClass(themeClass);
      await expectNoSeriousA11yViolations(page, `app shell /app/dashboard (${colorScheme})`);

      // The open profile menu is part of the shell.
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `profile menu open (${colorScheme})`);
    });
  });
}

test('the keyboard opens a menu whose code comes on first use just as a loaded one: focus on its first item, Escape back to the button', async ({
  page,
  member,
}) => {
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open profile menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Calendar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
});
