import { countMails, followMailLink } from '../fixtures/mailbox.js';
import { expect, greeting, test } from '../fixtures/test.js';

const VERIFY_SUBJECT = /Verify your e-mail address for SkillLink/;
const VERIFY_LINK = /Verify my e-mail address/;

test('a new member verifies their e-mail from the mailbox link and the banner goes away', async ({ page, member }) => {
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(banner).toBeVisible();

  // "Resend" sends a second link.
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`We sent a new verification link to ${member.email}`)).toBeVisible();
  await expect.poll(() => countMails(page, member.email, VERIFY_SUBJECT), { timeout: 10_000 }).toBe(2);

  await followMailLink(page, member.email, VERIFY_SUBJECT, VERIFY_LINK);
  await expect(page).toHaveURL(/\/auth\/verify-email\?token=/);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  await expect(banner).toBeHidden();
  // And it stays verified after a reload (it is the server's state, not the page's).
  await page.reload();
  await expect(greeting(page, member.firstName)).toBeVisible();
  await expect(banner).toBeHidden();
});
