import type { Page } from '@playwright/test';
import { expect, greeting, logInThroughUi, logOutThroughUi, newMember, registerThroughUi, test } from '../fixtures/test.js';

/**
 * Sign in with Google (ADR 064) against the local OpenID provider global-setup starts as the
 * app's Google: its development pages take any login, with the address `<login>@provider.test`.
 */
async function atProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('Continue with Google → the provider → back signed in as a new member', async ({ page }) => {
  const login = `ama${Date.now().toString(36)}`;
  await page.goto('/auth/login');
  // Only the configured provider is offered.
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, login);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, login)).toBeVisible();
  const session = await (await page.request.get('/api/v1/session')).json();
  expect(session.user).toMatchObject({ email: `${login}@provider.test`, isVerified: true });
});

test('an address that already has an account is linked only after its password', async ({ page }) => {
  const login = `kofi${Date.now().toString(36)}`;
  const member = newMember({ firstName: 'Kofi', email: `${login}@provider.test` });
  await registerThroughUi(page, member);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await logOutThroughUi(page);
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, login);
  await expect(page).toHaveURL(/\/auth\/login\?link=google$/);
  await expect(page.getByText('An account already uses this e-mail. Sign in with your password once to link Google.')).toBeVisible();
  expect((await page.request.get('/api/v1/session')).status()).toBe(401);

  await logInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Google is now linked to your account: next time you can sign in with it.')).toBeVisible();
  const linked = await (await page.request.get('/api/v1/account/identities')).json();
  expect(linked.identities).toEqual([expect.objectContaining({ provider: 'google', email: member.email })]);
});
