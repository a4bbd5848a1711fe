import { followMailLink } from '../fixtures/mailbox.js';
import { csrfToken, expect, logInThroughUi, newMember, registerByApi, test } from '../fixtures/test.js';

// An e-mail invitation (issue 23 §2, ADR 059): Ama invites someone who is not on SkillLink yet
// by address. They follow the mail to registration (the address filled in), verify it, and
// find the invitation in their bell; once they accept, Ama's team shows them by name, live.

test('a lead invites a newcomer by e-mail; they join SkillLink with that address and accept', async ({ page, browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const lead = newMember({ firstName: 'Ama', lastName: `Lead${tag}` });
  await registerByApi(page.request, lead);
  const title = `Community garden app ${tag}`;
  const created = await page.request.post('/api/v1/workspace/projects', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: { title },
  });
  const projectId = ((await created.json()) as { id: string }).id;

  // 1. Ama types an address instead of a name: the one option is to invite it by e-mail.
  await page.goto(`/app/projects/${projectId}?tab=team`);
  await page.getByRole('button', { name: 'Add member' }).click();
  const address = `nana.${tag}@example.test`;
  await page.getByRole('combobox', { name: 'Name or e-mail address' }).fill(address);
  await expect(page.getByRole('option', { name: `Invite ${address} by e-mail as Member` })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Invitation e-mailed to ${address}`)).toBeVisible();
  const team = page.getByRole('list', { name: 'Project team' });
  await expect(team.getByRole('listitem').filter({ hasText: 'n•••@example.test' })).toContainText('Invited by e-mail');

  // 2. The newcomer, on a phone, follows the mail to registration with the address filled in.
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const guest = await context.newPage();
  await followMailLink(guest, address, /Ama Lead\w+ invited you to a project on SkillLink/, /Join SkillLink/);
  await expect(guest).toHaveURL(/\/auth\/register\?email=/);
  await expect(guest.getByLabel('Email', { exact: true })).toHaveValue(address);
  const password = 'correct horse battery';
  await guest.getByLabel('First name', { exact: true }).fill('Nana');
  await guest.getByLabel('Last name', { exact: true }).fill(`Newcomer${tag}`);
  await guest.getByLabel('Password', { exact: true }).fill(password);
  await guest.getByLabel('Confirm password', { exact: true }).fill(password);
  await guest.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await guest.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(guest.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await followMailLink(guest, address, /Verify your e-mail address for SkillLink/, /Verify my e-mail address/);
  await expect(guest.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await guest.getByRole('link', { name: 'Sign in', exact: true }).click();
  await logInThroughUi(guest, address, password);

  // 3. The invitation waits in their bell and under Projects.
  const bell = guest.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await guest
    .getByRole('dialog', { name: 'Notifications' })
    .getByText(/invited you to/)
    .click();
  await expect(guest).toHaveURL(/\/app\/projects$/);
  await guest.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // 4. Ama's team shows them by name, without a reload; the masked address is gone.
  await expect(team.getByRole('listitem').filter({ hasText: `Nana Newcomer${tag}` })).toContainText('Joined');
  await expect(team.getByText('n•••@example.test')).toHaveCount(0);
  await context.close();
});
