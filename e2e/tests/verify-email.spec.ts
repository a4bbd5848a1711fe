import { countMails, followMailLink } from '../fixtures/mailbox.js';
import { expect, greeting, newMember, registerByApi, test } from '../fixtures/test.js';

const VERIFY_SUBJECT = /Verify your e-mail address for SkillLink/;
const VERIFY_LINK = /Verify my e-mail address/;

test('a new member verifies their e-mail from the mailbox link and the banner goes away', async ({ page }) => {
  const member = newMember();
  await registerByApi(page.request, member, { verified: false });
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(banner).toBeVisible();

  // "Resend" sends a second link.
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`We sent a new verification link to ${member.email}`)).toBeVisible();
  await expect.poll(() => countMails(page, member.email, VERIFY_SUBJECT), { timeout: 20_000 }).toBe(2);

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

test('a toast never covers the banner\'s "Resend", however the banner wraps', async ({ page }) => {
  const member = newMember();
  await registerByApi(page.request, member, { verified: false });
  // The resend fails, so the banner's own action raises an error toast over 4 s.
  await page.route('**/api/v1/auth/resend-verification', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
  );
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/app/dashboard');
    await expect(greeting(page, member.firstName)).toBeVisible();
    const resend = page.getByRole('region', { name: 'Please verify your e-mail address' }).getByRole('button', { name: 'Resend' });
    await resend.click();
    const toast = page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem');
    await expect(toast).toBeVisible();
    const [button, note] = [(await resend.boundingBox())!, (await toast.boundingBox())!];
    // Top-right as DESIGN.md says, but below the banner: the member can try again at once.
    expect(note.y, `toast top at ${width} px`).toBeGreaterThanOrEqual(button.y + button.height);
    expect(note.x + note.width).toBeGreaterThan(width / 2);
    await resend.click({ trial: true, timeout: 1_000 });
  }
});
