import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { csrfToken, expect, greeting, newMember, registerThroughUi, test } from '../fixtures/test.js';

/**
 * Two skills three demo members have (TypeScript and Node.js, both popular in the catalogue),
 * and one nobody has and the catalogue does not list: Skill Match = 2 of 3 = 67 %, and the
 * demo members who share both come first among the recommendations.
 */
const SKILLS = [
  { name: 'TypeScript', level: 'Intermediate', category: 'Programming' },
  { name: 'Node.js', level: 'Beginner', category: 'Programming' },
  { name: 'Kente Weaving', level: 'Expert', category: 'Design' },
];

async function addSkills(request: APIRequestContext): Promise<void> {
  for (const skill of SKILLS) {
    const res = await request.post('/api/v1/profile/skills', { headers: { 'x-csrf-token': await csrfToken(request) }, data: skill });
    expect(res.status(), `add ${skill.name}: ${await res.text()}`).toBe(201);
  }
}

/** A stat card's text (label, figure, hint), found by its label. */
const statCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({ hasText: label });

test('a new member sees their real numbers, connects with a recommended member and reads their activity', async ({ page }) => {
  // Flows like the real clock until the Connect step holds it (below).
  await page.clock.install();
  const member = newMember({ firstName: 'Adjoa', lastName: 'Frimpong' });
  await registerThroughUi(page, member);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, 'Adjoa')).toBeVisible();
  await expect(page.getByText('Add your first skill')).toBeVisible();

  await addSkills(page.request);
  await page.reload();
  await expect(statCard(page, 'Total Skills')).toContainText('3');
  await expect(statCard(page, 'Total Skills')).toContainText('+3 from last month');
  await expect(statCard(page, 'Connections')).toContainText('No new connections this week');
  await expect(statCard(page, 'Profile Views')).toContainText('No views this week');
  await expect(statCard(page, 'Skill Match')).toContainText('67%');
  await expect(statCard(page, 'Skill Match')).toContainText('Market relevance');
  // The sidebar shows the same computed figure, not the prototype's 85 %.
  const sidebarMatch = page.getByRole('complementary').getByRole('region', { name: 'Skill Match' });
  await expect(sidebarMatch).toContainText('67%');
  await expect(sidebarMatch).toContainText('This week');

  const topSkills = page.getByRole('region', { name: 'Your Top Skills' });
  await expect(topSkills.getByText('Kente Weaving')).toBeVisible();
  await expect(topSkills.getByText('Expert')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('You added Kente Weaving to your skills');
  await expectNoSeriousA11yViolations(page, 'dashboard with data');

  const people = page.getByRole('region', { name: 'Recommended Connections' });
  await expect(people).toContainText('2 skills in common');
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1/connections/requests')) posts += 1;
  });
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/v1/connections/requests') && res.request().method() === 'POST');
  const connect = people.getByRole('button', { name: 'Connect with Kofi Owusu' });
  await connect.scrollIntoViewIfNeeded();
  const spot = (await connect.boundingBox())!;
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/v1/dashboard') && res.request().method() === 'GET');
  // The page's clock is held from here and moved by hand: the page's move to Connections
  // (1.5 s after the request) must not overtake the checks below, however slow the machine.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
  await connect.click();
  expect((await sent).status()).toBe(201);
  const kofiId = ((await (await sent).json()) as { request: { to: { id: string } } }).request.to.id;
  const sentToast = page.getByText('Connection request sent to Kofi Owusu');
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(sentToast).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  // The suggestions refresh at once (Kofi is no longer one), yet the card under the pointer
  // stays Kofi's until the page moves on: a second click there says so and sends nothing.
  await refreshed;
  await page.clock.runFor(300);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  await expect(page.getByText('A connection request with Kofi Owusu is already waiting for an answer')).toBeVisible();
  expect(posts).toBe(1);
  await page.clock.runFor(1_100);
  await expect(page).toHaveURL(/\/app\/connections$/);
  await page.clock.resume();
  expect(posts).toBe(1);

  // The request is real: a second one is refused, and Kofi is no longer recommended.
  const again = await page.request.post('/api/v1/connections/requests', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: { personId: kofiId },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.code).toBe('request_pending');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Recommended Connections' })).not.toContainText('Kofi Owusu');

  await page.getByRole('link', { name: 'View all: Recent Activity' }).click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(page).toHaveTitle('Activity | SkillLink');
  const log = page.getByRole('list', { name: 'Your activity, newest first' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').first()).toContainText('You added Kente Weaving to your skills');
  await expect(log.getByRole('listitem').first()).toContainText(/now|1m ago/);
  await expect(page.getByText('That is everything.')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the dashboard fits without sideways scrolling, in both themes', async ({ page, member }) => {
    await addSkills(page.request);
    await page.goto('/app/dashboard');
    await expect(greeting(page, member.firstName)).toBeVisible();
    await expect(statCard(page, 'Skill Match')).toContainText('67%');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow in the ${theme} theme`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `dashboard at 360 px (${theme})`);
    }
  });
});
