import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { openMail } from '../fixtures/mailbox.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Job alerts (issue 22 item 7): a member saves a search as an alert; another member posts a
// matching job; the alert's notice appears; the daily digest reaches the dev mailbox and its
// unsubscribe link works signed out, in English and in French, at 360 px in both themes.
// Only members made here get alerts (Ama's notifications are counted by another journey).

/** A word no other journey's listing carries, so each alert matches only its own test's job. */
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`;

async function call(request: APIRequestContext, method: 'post' | 'patch', path: string, data?: unknown) {
  const res = await request[method](path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

/** A second member posts a job through the API (the posting form has its own journey). */
async function postMatchingJob(browser: Browser, baseURL: string, title: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const poster = newMember({ firstName: 'Kojo', lastName: 'Boateng' });
  await registerByApi(context.request, poster);
  await call(context.request, 'post', '/api/v1/jobs', {
    title,
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    salary: { min: 60_000, max: 90_000, currency: 'GHS', period: 'year' },
    skills: ['Figma'],
    description: 'Design the maps our field teams use.',
  });
  await context.close();
}

/** The matcher and the digest run every few minutes; the development trigger runs them now. */
const runAlertsNow = (request: APIRequestContext) => call(request, 'post', '/dev/job-alerts/run');

/** Opens the digest's unsubscribe link in a signed-out browser at 360 px in the dark theme. */
async function unsubscribeSignedOut(page: Page, browser: Browser, baseURL: string, to: string, subject: RegExp, label: string) {
  const mail = await openMail(page, to, subject);
  const href = await mail.getByRole('link', { name: label }).getAttribute('href');
  expect(href).toMatch(/\/job-alerts\/unsubscribe\?token=[\w-]{43}$/);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  const visitor = await context.newPage();
  await visitor.goto(href!);
  return { mail, visitor, context, href: href! };
}

test('a search saved as an alert notifies, mails a digest, and unsubscribes signed out', async ({ page, browser, baseURL, member }) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const title = `Cartographer ${word}`;

  // 1. The member searches, and saves the search as an alert.
  await page.goto('/app/jobs');
  await expect(page.getByRole('button', { name: 'Create alert' })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(`cartographer ${word}`);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText(`Alert saved: cartographer ${word}.`, { exact: false })).toBeVisible();

  // 2. Another member posts a job that matches; the matcher runs; the notice appears.
  await postMatchingJob(browser, baseURL!, title);
  await runAlertsNow(page.request);
  await page.goto('/app/notifications');
  const notice = page.getByText(`1 new job matches “cartographer ${word}”`);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/app/jobs\\?q=cartographer\\+${word}`));
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  // 3. The digest is in the dev mailbox; its unsubscribe link works without signing in.
  const { mail, visitor, context, href } = await unsubscribeSignedOut(
    page,
    browser,
    baseURL!,
    member.email.toLowerCase(),
    /1 new listing matches your job alerts/,
    'Stop job alert e-mails',
  );
  await expect(mail.getByRole('link', { name: new RegExp(`^${title} — Kojo Boateng · Accra, Ghana · GHS`) })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(visitor, 'unsubscribe page (dark, 360 px)');
  // Opening it again changes nothing; a made-up token is refused.
  await visitor.goto(href);
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await visitor.goto('/job-alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await context.close();

  // 4. The Saved tab lists the alert, with the daily e-mail now off; Delete removes it.
  await page.goto('/app/jobs?tab=saved');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await expect(alerts.getByRole('link', { name: `cartographer ${word}` })).toBeVisible();
  await expect(alerts.getByRole('switch', { name: 'Daily e-mail with new matches' })).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page, 'saved tab with alerts');
  await alerts.getByRole('button', { name: `Delete the alert cartographer ${word}` }).click();
  await expect(page.getByText(`Alert deleted: cartographer ${word}`)).toBeVisible();
  await expect(alerts.getByText(/No alerts yet/)).toBeVisible();
});

test.describe('in French, at 360 px, dark', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('the alert, the digest and the unsubscribe page speak French', async ({ page, browser, baseURL, member }) => {
    test.setTimeout(120_000);
    await call(page.request, 'patch', '/api/v1/session/preferences', { language: 'fr' });
    const word = uniqueWord();

    await page.goto(`/app/jobs?q=${encodeURIComponent(`infirmier ${word}`)}`);
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    await expect(page.getByText(`Alerte enregistrée : infirmier ${word}.`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await postMatchingJob(browser, baseURL!, `Infirmier ${word}`);
    await runAlertsNow(page.request);
    await page.goto('/app/notifications');
    await expect(page.getByText(`1 nouvelle offre correspond à « infirmier ${word} »`)).toBeVisible();

    const { visitor, context } = await unsubscribeSignedOut(
      page,
      browser,
      baseURL!,
      member.email.toLowerCase(),
      /1 nouvelle annonce correspond à vos alertes emploi/,
      'Ne plus recevoir les e-mails d’alertes emploi',
    );
    await expect(visitor.getByRole('heading', { level: 1, name: 'Votre désabonnement est confirmé' })).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();

    await page.goto('/app/jobs?tab=saved');
    const alerts = page.getByRole('region', { name: 'Alertes emploi' });
    await expect(alerts.getByRole('switch', { name: 'E-mail quotidien des nouvelles annonces' })).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
