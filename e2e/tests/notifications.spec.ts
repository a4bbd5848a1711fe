import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { DEMO, expect, logInByApi, newMember, registerByApi, test } from '../fixtures/test.js';

/** What the server says about Ama's notifications right now. */
async function serverState(request: APIRequestContext) {
  const res = await request.get('/api/v1/notifications?limit=50');
  expect(res.status()).toBe(200);
  return (await res.json()) as { unreadCount: number; items: Array<{ id: string; title: string; message: string; isRead: boolean }> };
}

/** A new member (own browser context) opens Ama's profile, which tells Ama once a day. */
async function viewedByNewMember(browser: Browser, baseURL: string, amaId: string, firstName: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  await registerByApi(context.request, newMember({ firstName, lastName: 'Nyarko' }));
  expect((await context.request.get(`/api/v1/profiles/${amaId}`)).status()).toBe(200);
  await context.close();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('the demo account reads, follows, clears and tunes its notifications', async ({ page, browser, baseURL }) => {
  await logInByApi(page.request, DEMO.email, DEMO.password);
  const amaId = ((await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
  const start = await serverState(page.request);
  // The seed leaves three unread (Yaw's request, Kofi's accept, Kwame's view); other journeys may add some.
  expect(start.unreadCount).toBeGreaterThanOrEqual(3);

  await page.goto('/app/dashboard');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${start.unreadCount} unread`);
  await expect(page.getByTestId('notification-badge')).toHaveText(String(start.unreadCount));

  // Open the panel: the seeded request from Yaw is there, unread; a click lands on Requests.
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('listitem')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'notification panel');
  const request = panel(page).getByRole('button', { name: /^New connection request: Yaw Darko wants to connect with you/ });
  await expect(request).toContainText('Unread');
  // One sentence for screen readers: title, message, time, state.
  await expect(request).toHaveAccessibleName(/^New connection request: Yaw Darko wants to connect with you, .+ ago, unread$/);
  await request.click();
  await expect(page).toHaveURL(/\/app\/connections\?tab=requests$/);
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${start.unreadCount - 1} unread`);
  await expect.poll(async () => (await serverState(page.request)).unreadCount).toBe(start.unreadCount - 1);

  // Mark all read: the badge goes, on screen and on the server.
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel(page).getByText('Unread', { exact: true })).toHaveCount(0);
  expect((await serverState(page.request)).unreadCount).toBe(0);

  // Delete one from the panel; it stays gone after a reload.
  const welcome = panel(page).getByRole('listitem').filter({ hasText: 'Welcome to SkillLink' });
  await welcome
    .getByRole('button', {
      name: 'Delete notification: Welcome to SkillLink — Complete your profile and connect with professionals who share your skills.',
    })
    .click();
  await expect(welcome).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect.poll(async () => (await serverState(page.request)).items.some((n) => n.title === 'Welcome to SkillLink')).toBe(false);

  // Something new happens: the page's Unread filter shows only that.
  await viewedByNewMember(browser, baseURL!, amaId, 'Adwoa');
  await page.goto('/app/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/\?filter=unread$/);
  const list = page.getByRole('list', { name: 'Your notifications, newest first' });
  await expect(list.getByText('Adwoa Nyarko viewed your profile')).toBeVisible();
  await expect(list.getByText('Yaw Darko wants to connect with you')).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(list.getByText('Yaw Darko wants to connect with you')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'notifications page');

  // Turn profile views off: saved, still off after a reload, and respected by the server.
  const views = page.getByRole('switch', { name: 'Profile views' });
  await expect(views).toBeChecked();
  await views.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Profile views' })).not.toBeChecked();
  const before = await serverState(page.request);
  await viewedByNewMember(browser, baseURL!, amaId, 'Kojo');
  const after = await serverState(page.request);
  expect(after.items.some((n) => n.message === 'Kojo Nyarko viewed your profile')).toBe(false);
  expect(after.unreadCount).toBe(before.unreadCount);

  // Back on, as the demo account had it.
  await page.getByRole('switch', { name: 'Profile views' }).click();
  await expect(page.getByText('Notification settings saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Profile views' })).toBeChecked();
});

test('a new member sees the empty panel, then one that fits a 360 px phone in the dark theme', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(panel(page).getByText('No notifications yet')).toBeVisible();
  await expect(panel(page).getByText("We'll notify you when something happens")).toBeVisible();
  await page.keyboard.press('Escape');

  const me = ((await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
  await viewedByNewMember(browser, baseURL!, me, 'Adwoa');
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await expect(panel(page).getByText('Adwoa Nyarko viewed your profile')).toBeVisible();
  // One notification: no "View all" (only above ten), but the page is still one tap away.
  await expect(panel(page).getByRole('link', { name: 'View all notifications' })).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/app/notifications');
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expectNoSeriousA11yViolations(page, 'notification panel, dark, 360 px');
  // An outside tap closes it.
  await page.mouse.click(20, 700);
  await expect(panel(page)).toBeHidden();
});
