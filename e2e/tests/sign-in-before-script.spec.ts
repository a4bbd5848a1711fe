import { expect, greeting, newMember, registerByApi, test } from '../fixtures/test.js';

// On a phone at 100 kbit/s the app's script takes seconds to arrive; the login and register
// forms are in the page the server sends, and work without it (issue 21, ADR 049).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor registers, corrects a refusal, and signs in through the forms the server renders', async ({ page }) => {
    const member = newMember({ firstName: 'Abena', lastName: 'Owusu' });
    await page.goto('/auth/register');
    await expect(page).toHaveTitle('Register | SkillLink');
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password').fill(member.password);
    // The terms left unticked: the server says so next to the box, and keeps what was typed.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(member.firstName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password').fill(member.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    expect((await page.context().cookies()).some((c) => c.name === 'sl_session')).toBe(true);
  });

  test.describe('in French', () => {
    test.use({ locale: 'fr-FR' });

    test("the server's refusal of a register form reads in the visitor's language, next to its fields", async ({ page }) => {
      const member = newMember({ firstName: 'Adjoa', lastName: 'Boateng' });
      await page.goto('/auth/register');
      await page.getByLabel('Prénom').fill(member.firstName);
      await page.getByLabel('Nom', { exact: true }).fill(member.lastName);
      await page.getByLabel('E-mail', { exact: true }).fill(member.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
      await page.getByLabel('Confirmer le mot de passe').fill(`${member.password}x`);
      await page.getByRole('button', { name: 'Créer un compte' }).click();
      await expect(page.getByLabel('Confirmer le mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
      await expect(page.getByText('Veuillez accepter les conditions générales')).toBeVisible();
      await expect(page.getByLabel('Prénom')).toHaveValue(member.firstName);
    });
  });
});

test('what a visitor typed before the script arrived is kept when the app takes the form over', async ({ page }) => {
  const member = newMember({ firstName: 'Kojo' });
  // Register and verify through the API, then sign out: a known account to sign in to.
  await registerByApi(page.request, member);
  await page.context().clearCookies();

  // Hold the app's entry script until the form has been filled in.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/core-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  release();
  // The app renders off-screen, then puts its page in place of the server's: #root then holds
  // the app's own container (a plain div) instead of the server's layout.
  await page.waitForFunction(() => document.querySelector('#root > div:not([class])') !== null);
  // The app's own form (it asks the API, not the page) has what was typed, and the focus.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(member.password);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(1);
  const signIn = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await signIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, 'Kojo')).toBeVisible();
});
