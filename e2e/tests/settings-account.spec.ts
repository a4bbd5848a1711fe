import { followMailLink, openMail } from '../fixtures/mailbox.js';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { inEachLook } from '../fixtures/looks.js';
import { expect, greeting, logInThroughUi, newMember, registerByApi, test } from '../fixtures/test.js';

test('change password in Settings → the other browser is signed out, this one stays', async ({ page, member, browser, baseURL }) => {
  // The same member on a phone, in another browser.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const phonePage = await phone.newPage();
  await phonePage.goto('/auth/login');
  await logInThroughUi(phonePage, member.email, member.password);
  await expect(greeting(phonePage, member.firstName)).toBeVisible();

  await page.goto('/app/settings?tab=security');
  await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign out .* on / })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Account' }).click();
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password', { exact: true }).fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(`New-${member.password}`);
  await form.getByLabel('Confirm new password').fill(`New-${member.password}`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Your other devices were signed out.')).toBeVisible();
  await openMail(page, member.email, /Your SkillLink password was changed/);

  // The phone's next request finds its session gone and lands on the sign-in page.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/auth\/login/);
  await page.goto('/app/settings?tab=security');
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign out .* on / })).toHaveCount(0);
  await expect(page.getByText('Wrong password').or(page.getByText('Signed in · with the password')).first()).toBeVisible();
  await phone.close();
});

test('change e-mail through both mails: confirm at the new address, then undo from the old one', async ({ page, member }) => {
  const next = newMember().email;
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(next);
  await form.getByLabel('Current password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`Waiting for confirmation: ${next}.`)).toBeVisible();

  await followMailLink(page, next, /Confirm your new e-mail address for SkillLink/, /Use this e-mail address/);
  await expect(page.getByText(`Your e-mail address is now ${next}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page.getByText(next, { exact: true })).toBeVisible();

  // The old address was told at once; its link undoes the change (after asking).
  await followMailLink(page, member.email, /Your SkillLink e-mail address is being changed/, /Undo this change/);
  await expect(page.getByRole('heading', { name: 'Undo the change of e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByText('Your old e-mail address is back and every device was signed out.')).toBeVisible();
  await page.goto('/auth/login');
  await logInThroughUi(page, member.email, member.password);
  await expect(greeting(page, member.firstName)).toBeVisible();
});

test('two-step sign-in: turn on with the app, then signing in asks for a code', async ({ page, member }) => {
  await page.goto('/app/settings?tab=security');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const recovery = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().innerText();
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/auth/login');
  await logInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/auth\/two-step/);
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(greeting(page, member.firstName)).toBeVisible();
});

test('profile for connections only: a stranger can neither open it nor find it', async ({ page, browser, baseURL }) => {
  // A name nobody else in the run has, so search answers about this member only.
  const lastName = `Owusu${Array.from({ length: 6 }, () => 'bcdfghjkmnprstvz'[Math.floor(Math.random() * 16)]).join('')}`;
  const owner = newMember({ firstName: 'Efua', lastName });
  await registerByApi(page.request, owner);
  const stranger = newMember();
  const other = await browser.newContext({ baseURL });
  const strangerPage = await other.newPage();
  await registerByApi(strangerPage.request, stranger);
  const ownerId = (await (await page.request.get('/api/v1/session')).json()).user.id as string;
  const name = `Efua ${lastName}`;

  await strangerPage.goto(`/app/profile/${ownerId}`);
  await expect(strangerPage.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/app/settings?tab=privacy');
  await page.getByRole('radio', { name: /Only my connections/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Privacy settings saved')).toBeVisible();

  await strangerPage.reload();
  await expect(strangerPage.getByText('Profile not found')).toBeVisible();
  await expect(strangerPage.getByRole('heading', { level: 1, name })).toBeHidden();
  await strangerPage.goto(`/app/search?q=${encodeURIComponent(lastName)}`);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(strangerPage.getByText(/No results/i).first()).toBeVisible();
  await expect(strangerPage.getByText(name)).toHaveCount(0);
  await other.close();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every Settings tab fits a phone and has no serious axe violations, in both looks', async ({ page, member: _signedIn }) => {
    // 4 looks × 5 tabs, each checked by axe: longer than the 90 s default on a busy machine.
    test.setTimeout(240_000);
    await inEachLook(page, async ({ theme, language }) => {
      for (const tab of ['account', 'security', 'notifications', 'privacy', 'data']) {
        await page.goto(`/app/settings?tab=${tab}`);
        await expect(page.getByRole('heading', { level: 1, name: language === 'fr' ? 'Paramètres' : 'Settings' })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tab}, ${theme}`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `/app/settings?tab=${tab} (${theme}, ${language})`);
      }
    });
  });
});
