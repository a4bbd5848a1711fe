import type { APIRequestContext, Page } from '@playwright/test';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

/** The French UI from the first paint, as a member who chose Français before (lib/i18n.ts). */
const inFrench = (page: Page) => page.addInitScript(() => window.localStorage.setItem('sl-lang', 'fr'));

async function call(request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) {
  const res = await request[method](path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

const myId = async (request: APIRequestContext): Promise<string> => (await (await request.get('/api/v1/session')).json()).user.id;

test('with the French UI, a connection notification reads in French', async ({ page, member: _signedIn, playwright, baseURL }) => {
  // Kofi, in his own session, accepts the member's request: the member is told.
  const kofi = newMember({ firstName: 'Kofi', lastName: 'Owusu' });
  const other = await playwright.request.newContext({ baseURL });
  await registerByApi(other, kofi);
  const sent = await call(page.request, 'post', '/api/v1/connections/requests', { personId: await myId(other) });
  await call(other, 'post', `/api/v1/connections/requests/${sent.request.id}/accept`, {});
  await other.dispose();

  // The member chose Français (saved on the account, as the Language menu does).
  await call(page.request, 'patch', '/api/v1/session/preferences', { language: 'fr' });
  await inFrench(page);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Notifications, 1 non lue' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Demande acceptée', { exact: true })).toBeVisible();
  await expect(panel.getByText('Kofi Owusu a accepté votre demande de connexion', { exact: true })).toBeVisible();
  await expect(panel).not.toContainText('accepted');
});

test('with the French UI, a too-long e-mail address is refused in French', async ({ page }) => {
  await inFrench(page);
  await page.goto('/auth/register');
  const member = newMember();
  // 300 characters: the form's loose shape check lets it through, the server's contract does not.
  const email = `${'a'.repeat(288)}@example.com`;
  await page.getByLabel('Prénom', { exact: true }).fill(member.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(member.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(member.password);
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/register'));
  await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
  const res = await answer;
  expect(res.status()).toBe(400);
  expect((await res.json()).error.issues).toContainEqual(expect.objectContaining({ field: 'email', code: 'too_big', max: 254 }));
  await expect(page.getByText('254 caractères au maximum', { exact: true })).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
});

// Certificates: the French certificate result ("Résultat Réussi", not "Passed") belongs here too;
// it is checked by the certificates journey of the engineer who owns certificates.

test('at 360 px a 300-character URL in the bio and a 2,000-character word in an experience wrap', async ({ page, member }) => {
  const url = `https://example.com/${'a'.repeat(280)}`;
  await call(page.request, 'patch', '/api/v1/profile', {
    ...{ firstName: member.firstName, lastName: member.lastName, title: '', location: '', phone: '' },
    ...{ website: '', linkedin: '', github: '', bio: `My portfolio: ${url}` },
  });
  await call(page.request, 'post', '/api/v1/profile/experience', {
    company: 'Hubtel',
    position: 'Engineer',
    description: 'x'.repeat(2000),
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/profile');
  await expect(page.getByText(url, { exact: false })).toBeVisible();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(360);

  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Experience' }).click();
  await expect(page.getByText('x'.repeat(50), { exact: false })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  // A tab's name stays on one line ("Experienc/e" no more): every tab is as tall as the first.
  const heights = await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height));
  expect(new Set(heights).size).toBe(1);
});
