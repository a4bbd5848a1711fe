import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { openMail } from '../fixtures/mailbox.js';
import { expect, newMember, registerThroughUi, test } from '../fixtures/test.js';

// Issue 26, "Must show", with the site's small script: the carousel's timing and keyboard rules
// (on Playwright's clock, never real seconds), the islands, Enroll → register → the course, and
// the pages at 360 px in both themes and both languages, axe clean.

const T0 = new Date('2026-03-02T09:00:00Z');

/** Home with the clock paused: the carousel moves only when the test runs the clock. */
async function openHome(page: Page): Promise<void> {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
  await page.goto('/');
  // The controls appear one frame after the island hydrates (useMounted).
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: /^(Pause|Play) the slides$/ })).toBeVisible({ timeout: 200 });
  }).toPass();
}

/**
 * Lets the page render what the last event changed: Preact runs effects (the carousel's timer)
 * after the next frame, and frames come from the paused clock too.
 */
const settle = (page: Page) => page.clock.runFor(100);

const shownSlide = (page: Page) =>
  page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test('the carousel: a slide every 6 s, paused while hovered or focused, arrows step, Space toggles autoplay', async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 3');
  await expect(shownSlide(page)).toContainText('Connect. Learn. Grow.');
  await page.clock.runFor(6000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3');
  await expect(shownSlide(page)).toContainText('Learn the skills employers ask for');

  // Hovering pauses; moving away plays again.
  await carousel.hover();
  await settle(page);
  await page.clock.runFor(12_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3');
  await page.mouse.move(2, 790);
  await settle(page);
  await page.clock.runFor(5800);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3');
  await page.clock.runFor(200);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 3 of 3');

  // Focus pauses too; the arrows step (and wrap); Space on the carousel toggles autoplay.
  await carousel.focus();
  await settle(page);
  await page.clock.runFor(12_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3');
  await expect(carousel.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
});

test('with reduced motion the carousel stays on its first slide until Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const play = page.getByRole('button', { name: 'Play the slides' });
  await expect(play).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 3');
  await play.click();
  const pause = page.getByRole('button', { name: 'Pause the slides' });
  await expect(pause).toBeVisible();
  // Out from under the pointer and the focus, so nothing holds it.
  await page.mouse.move(2, 790);
  await pause.blur();
  await settle(page);
  await page.clock.runFor(6000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3');
});

test('Show More opens a card in place, back to top, the theme switch remembered, the newsletter in place', async ({ page }) => {
  // A story card's text is cut at 150 characters (spec §9).
  await page.goto('/stories');
  const card = page.locator('[data-island="expandable"]').filter({ hasText: "Our NGO's monthly reports" });
  const more = card.getByRole('button', { name: 'Show More' });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const excerpt = card.locator('p');
  const short = await excerpt.innerText();
  expect(short).toMatch(/…$/);
  await more.click();
  await expect(card.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await excerpt.innerText()).length).toBeGreaterThan(short.length);
  await card.getByRole('button', { name: 'Show Less' }).click();
  await expect(excerpt).toHaveText(short);
  expect(page.url()).toMatch(/\/stories$/);

  await page.goto('/news');
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(toTop).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();

  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);

  const reader = newMember();
  await page.getByLabel('Your e-mail address').fill(reader.email);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByText('Almost done: check your inbox and confirm with the link we sent.')).toBeVisible();
  expect(page.url()).toMatch(/\/news$/);
  await openMail(page, reader.email, /Confirm your subscription to the SkillLink newsletter/);
});

test('Enroll on /learn → register → verify → sign in lands on that course', async ({ page }) => {
  await page.goto('/learn');
  const enroll = page.getByRole('link', { name: 'Enroll in Python for Data Analysis' });
  const courseId = /next=%2Fapp%2Fcourses%2F([\w-]+)/.exec((await enroll.getAttribute('href')) ?? '')?.[1];
  expect(courseId).toBeTruthy();
  await enroll.click();
  await expect(page).toHaveURL(/\/auth\/register/);
  await registerThroughUi(page, newMember(), { onThisPage: true });
  await expect(page).toHaveURL(new RegExp(`/app/courses/${courseId}$`));
  await expect(page.getByRole('heading', { name: 'Python for Data Analysis', level: 1 })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens from its button, and Escape or a tap outside closes it', async ({ page }) => {
    await page.goto('/news');
    const menu = page.locator('details[data-menu]');
    const button = menu.locator('summary');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeVisible();
    await page.mouse.click(180, 600);
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeHidden();
  });

  test('the public pages fit without sideways scrolling and are axe clean, light and dark, English and French', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const profile = await (await request.get('/in/ama-mensah')).text();
    const certificate = /href="(\/verify\/[A-Z0-9-]+)"/.exec(profile)?.[1] ?? '/verify/none';
    const news = await (await request.get('/news')).text();
    const article = /href="(\/news\/[\w-]+)"/.exec(news)?.[1] ?? '/news/none';
    const pages = ['/', '/learn', '/news', article, '/stories', '/in/ama-mensah', certificate];
    await page.goto('/');
    for (const [i, path] of pages.entries()) {
      // Languages alternate page by page; every page is seen in both themes.
      const language = i % 2 === 0 ? 'en' : 'fr';
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.evaluate((value) => window.localStorage.setItem('sl-theme', value), theme);
        const res = await page.goto(`${path}?lang=${language}`);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(page.getByRole('button', { name: /^(Switch between light and dark mode|Basculer)/ })).toBeVisible();
        const label = `${path} (${theme}, ${language})`;
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, label).toBeLessThanOrEqual(360);
        await expectNoSeriousA11yViolations(page, label);
      }
    }
  });
});
