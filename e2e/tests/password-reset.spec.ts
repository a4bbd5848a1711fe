import { followMailLink } from '../fixtures/mailbox.js';
import { expect, greeting, logInThroughUi, test } from '../fixtures/test.js';

const RESET_SUBJECT = /Reset your SkillLink password/;
const RESET_LINK = /Choose a new password/;

test('forgot password → mailed link → new password works, old does not, link is single-use', async ({ page, member }) => {
  await page.context().clearCookies(); // a member who forgot their password is signed out
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${member.email}`)).toBeVisible();

  await followMailLink(page, member.email, RESET_SUBJECT, RESET_LINK);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const newPassword = `New-${member.password}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The old password no longer signs in.
  await page.goto('/auth/login');
  await logInThroughUi(page, member.email, member.password);
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The new one does.
  await logInThroughUi(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, member.firstName)).toBeVisible();

  // The same link cannot be used twice, and says so before anyone types a password.
  await page.context().clearCookies();
  await followMailLink(page, member.email, RESET_SUBJECT, RESET_LINK);
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeHidden();
});

test('asking for a reset of an unknown address answers the same and sends nothing', async ({ page }) => {
  const email = `nobody-${Date.now().toString(36)}@example.com`;
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^Mail to ${email.replace(/[.+]/g, '\\$&')}`) })).toHaveCount(0);
});
