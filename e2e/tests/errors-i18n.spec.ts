import type { APIRequestContext, Page } from '@playwright/test';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

/** The French UI from the first paint, as a member who chose Français before (lib/i18n.ts). */
const inFrench = (page: Page) => page.addInitScript(() => window.localStorage.setItem('sl-lang', 'fr'));

async function call(request: APIRequestContext, method: 'post' | 'patch' | 'delete', path: string, data: object = {}) {
  const res = await request[method](path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

const myId = async (request: APIRequestContext): Promise<string> => (await (await request.get('/api/v1/session')).json()).user.id;

// ADR 037: the server writes its refusals in the reader's language, so a toast that shows the
// server's sentence is French for a French member.
test('with the French UI, a refused endorsement is explained in French', async ({ page, member: _signedIn, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  await registerByApi(other, newMember({ firstName: 'Kofi', lastName: 'Owusu' }));
  await call(other, 'post', '/api/v1/profile/skills', { name: 'Python', level: 'Advanced', category: 'Programming', yearsOfExperience: 3 });
  const kofiId = await myId(other);
  const sent = await call(page.request, 'post', '/api/v1/connections/requests', { personId: kofiId });
  await call(other, 'post', `/api/v1/connections/requests/${sent.request.id}/accept`);

  await call(page.request, 'patch', '/api/v1/session/preferences', { language: 'fr' });
  await inFrench(page);
  await page.goto(`/app/profile/${kofiId}?tab=skills`);
  const endorse = page.getByRole('button', { name: 'Recommander Python' });
  await expect(endorse).toBeVisible();

  // Meanwhile Kofi removes the connection: the open page still offers to endorse, the server refuses.
  await call(other, 'delete', `/api/v1/connections/${await myId(page.request)}`);
  await other.dispose();
  await endorse.click();
  await expect(page.getByText('Seules vos relations peuvent recommander des compétences', { exact: true })).toBeVisible();
  await expect(page.getByText('Only connections can endorse skills')).toHaveCount(0);
});
