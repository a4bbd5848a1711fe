import type { APIRequestContext, Page } from '@playwright/test';
import { csrfToken, expect, test } from '../fixtures/test.js';

/** The French UI from the first paint, as a member who chose Français before (lib/i18n.ts). */
const inFrench = (page: Page) => page.addInitScript(() => window.localStorage.setItem('sl-lang', 'fr'));

async function call(request: APIRequestContext, method: 'post' | 'patch' | 'delete', path: string, data: object = {}) {
  const res = await request[method](path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

// ADR 037: the server writes its refusals in the reader's language, so a toast that shows the
// server's sentence is French for a French member.
test('with the French UI, a server refusal in a toast reads in French', async ({ page, member: _signedIn }) => {
  const { skill } = await call(page.request, 'post', '/api/v1/profile/skills', {
    name: 'Python',
    level: 'Advanced',
    category: 'Programming',
    yearsOfExperience: 3,
  });
  await call(page.request, 'patch', '/api/v1/session/preferences', { language: 'fr' });
  await inFrench(page);
  await page.goto('/app/profile?tab=skills');
  await page.getByRole('button', { name: 'Supprimer Python', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cet élément ?' });
  await expect(dialog).toBeVisible();

  // Meanwhile the skill goes from another tab: the server refuses the second delete (404).
  await call(page.request, 'delete', `/api/v1/profile/skills/${skill.id}`);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/v1/profile/skills/${skill.id}`));
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  expect((await answer).status()).toBe(404);
  await expect(page.getByText('Compétence introuvable', { exact: true })).toBeVisible();
  await expect(page.getByText('Skill not found')).toHaveCount(0);
});
