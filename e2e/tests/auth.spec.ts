import { DEMO, expect, greeting, logInThroughUi, logOutThroughUi, newMember, registerThroughUi, test } from '../fixtures/test.js';

test('register → dashboard greeting → log out → log in → guarded page → back after sign-in', async ({ page }) => {
  const member = newMember({ firstName: 'Efua', lastName: 'Boateng' });

  await registerThroughUi(page, member);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, 'Efua')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | SkillLink');

  await logOutThroughUi(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The session is ended on the server, not only forgotten by the browser.
  expect((await page.request.get('/api/v1/session')).status()).toBe(401);

  await logInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, 'Efua')).toBeVisible();

  // Signed out, a guarded page sends the member to login and back to it afterwards.
  await logOutThroughUi(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  await logInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page).toHaveTitle('Profile | SkillLink');
  // Login was replaced in history: Back leaves for the page before (home, which sends a
  // member on to the dashboard), not to the login form.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the demo account printed by npm start signs in', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Login | SkillLink');
  await logInThroughUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, DEMO.firstName)).toBeVisible();
});

test('wrong password is refused with a message and no session', async ({ page, member }) => {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await logInThroughUi(page, member.email, `${member.password}x`);
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get('/api/v1/session')).status()).toBe(401);
});
