import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

// Issue 26: a member's page at /in/{handle}. They choose who sees it (Settings → Privacy) and
// its address (Settings → Public profile); an old address leads to the new one, and a profile
// for members only shows visitors who are not signed in nothing of them.

/** Opens `path` as a visitor who is not signed in (a context of their own). */
async function asVisitor<T>(browser: Browser, baseURL: string, path: string, check: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await check(page);
  } finally {
    await context.close();
  }
}

async function chooseVisibility(page: Page, option: RegExp): Promise<void> {
  const form = page.getByRole('form', { name: 'Privacy' });
  await form.getByRole('group', { name: 'Who can see your profile' }).getByRole('radio', { name: option }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
}

test('a member opens their profile to everyone, changes its address, then keeps it for members', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  const name = `${member.firstName} ${member.lastName}`;
  await page.goto('/app/settings?tab=privacy');
  await chooseVisibility(page, /^Everyone/);

  const card = page.getByRole('form', { name: 'Public profile' });
  await expect(page.getByText(/^Visitors who are not signed in see your name/)).toBeVisible();
  const handleInput = card.getByLabel('Handle', { exact: true });
  const oldHandle = await handleInput.inputValue();
  expect(oldHandle).toMatch(/^[a-z0-9-]{3,30}$/);
  const newHandle = `pro-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await handleInput.fill(newHandle);
  await card.getByRole('button', { name: 'Save handle' }).click();
  await expect(page.getByText(`Your public address is now ${baseURL}/in/${newHandle}`)).toBeVisible();
  await expect(card.getByTestId('public-url')).toHaveText(`${baseURL}/in/${newHandle}`);

  const url = baseURL ?? '';
  await asVisitor(browser, url, `/in/${newHandle}`, async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(visitor.getByRole('heading', { name: `Join SkillLink to connect with ${member.firstName}` })).toBeVisible();
  });
  // The old address leads to the new one (permanently, for links already shared).
  await asVisitor(browser, url, `/in/${oldHandle}`, async (visitor) => {
    await expect(visitor).toHaveURL(new RegExp(`/in/${newHandle}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  });
  const redirect = await page.request.get(`/in/${oldHandle}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toMatch(new RegExp(`/in/${newHandle}$`));

  // Back to members only: visitors are asked to sign in and see nothing of the member.
  await chooseVisibility(page, /^SkillLink members/);
  await expect(page.getByText(/^Visitors who are not signed in are asked to sign in/)).toBeVisible();
  await asVisitor(browser, url, `/in/${newHandle}`, async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This profile is for members');
    await expect(visitor.locator('body')).not.toContainText(member.lastName);
    await expect(visitor.locator('body')).not.toContainText(name);
  });
});
