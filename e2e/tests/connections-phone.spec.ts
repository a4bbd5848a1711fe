import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { memberId, otherMember, sendRequest, surname, tab } from '../fixtures/connections.js';
import { csrfToken, DEMO, expect, logInByApi, newMember, registerByApi, test } from '../fixtures/test.js';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every tab fits without sideways scrolling, in both themes', async ({ page }) => {
    await logInByApi(page.request, DEMO.email, DEMO.password);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/app/connections');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      await expect(page).toHaveTitle('Connections | SkillLink');
      await expect(page.getByRole('list', { name: 'Your connections' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Network statistics' }).getByText('Total connections')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `connections at 360 px (${theme})`);
      for (const label of ['My Network', 'Discover', 'Requests', 'Following']) {
        // All four tabs show at once, and no tab makes the page scroll sideways.
        for (const other of ['My Network', 'Discover', 'Requests', 'Following']) await expect(tab(page, other)).toBeInViewport();
        await tab(page, label).click();
        await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${label} in the ${theme} theme`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('long messages, names, titles and companies wrap inside their cards and the profile summary', async ({ page, browser, baseURL }) => {
    const me = newMember({ firstName: 'Adwoa', lastName: surname('Wrap') });
    await registerByApi(page.request, me);
    const myId = await memberId(page.request);
    // Names, title and company as long as the server allows, with no place to break.
    const longName = `Oluwaseun${'a'.repeat(51)}`;
    const longWord = 'x'.repeat(280);
    const longUrl = `https://example.com/${'very-long-path-segment/'.repeat(6)}?utm_source=${'y'.repeat(80)}`;
    const wordy = await otherMember(browser, baseURL!, { firstName: longName, lastName: surname('Wrap') });
    const res = await wordy.request.patch('/api/v1/profile', {
      headers: { 'x-csrf-token': await csrfToken(wordy.request) },
      data: {
        firstName: longName,
        lastName: wordy.name.split(' ')[1],
        title: 'T'.repeat(120),
        location: 'L'.repeat(120),
        bio: '',
        phone: '',
        website: '',
        linkedin: '',
        github: '',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const job = await wordy.request.post('/api/v1/profile/experience', {
      headers: { 'x-csrf-token': await csrfToken(wordy.request) },
      data: { company: 'C'.repeat(120), position: 'Engineer', startDate: '2020-01', endDate: null },
    });
    expect(job.status(), await job.text()).toBe(201);
    await sendRequest(wordy.request, myId, longWord);
    const linky = await otherMember(browser, baseURL!, { firstName: 'Kweku', lastName: surname('Wrap') });
    await sendRequest(linky.request, myId, `Read this first: ${longUrl}`);

    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow: ${what}`).toBeLessThanOrEqual(0);
    };
    await page.goto('/app/connections?tab=requests');
    const received = page.getByRole('list', { name: 'Requests sent to you' });
    await expect(received.getByRole('article')).toHaveCount(2);
    await fits('requests with a long word and a long URL');
    // The time stays on its card.
    for (const article of await received.getByRole('article').all()) {
      const card = (await article.boundingBox())!;
      const time = (await article.locator('time').boundingBox())!;
      expect(time.x + time.width).toBeLessThanOrEqual(card.x + card.width);
      expect(card.x + card.width).toBeLessThanOrEqual(360);
    }

    // A person card and the profile summary with the long name, title and company.
    await page.getByRole('searchbox', { name: 'Search people' }).fill(wordy.name.split(' ')[1]!);
    const result = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(result).toHaveCount(1);
    await fits('a person card with a long name, title and company');
    await result.getByRole('button', { name: wordy.name, exact: true }).click();
    const summary = page.getByRole('dialog');
    await expect(summary).toBeVisible();
    const inside = await summary.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(inside, 'the profile summary scrolls sideways').toBeLessThanOrEqual(0);
    await fits('the profile summary');
    await wordy.close();
    await linky.close();
  });
});
