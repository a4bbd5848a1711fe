import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { inEachLook } from '../fixtures/looks.js';
import { DEMO, expect, logInByApi, newMember, registerByApi, test } from '../fixtures/test.js';

// Jobs journey (issue 22): a member posts a job with a question; Esi (a demo member who holds a
// SkillLink certificate; Ama's notifications are counted by another journey) finds it by a
// filter combination, reads why she matches and applies with a PDF CV; the poster sees her with
// her CV and her certificate's link and moves her to Interviewed; her bell rises live and My Applications says
// so; a third member cannot read the application.

const ESI = { email: 'esi.quaye@demo.skilllink.africa', name: 'Esi Quaye' };

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unread = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

test('a job is posted, found, explained, applied to and moved along, live on both sides', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const title = `Payments Engineer ${Math.random().toString(36).slice(2, 7)}`;
  const poster = newMember({ firstName: 'Naa', lastName: 'Tetteh' });
  await registerByApi(page.request, poster);

  // 1. The poster fills the form, previews the listing and publishes it.
  await page.goto('/app/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByLabel('Job type').selectOption('contract');
  await page.getByLabel('Experience level').selectOption('mid');
  await page.getByLabel('Give a range').check();
  await page.getByLabel('Minimum').fill('8000');
  await page.getByLabel('Maximum').fill('12000');
  await page.getByLabel('Add a skill').fill('TypeScr');
  await page.getByRole('option', { name: 'TypeScript' }).click();
  await page.getByLabel('Description').fill('Build the payment screens merchants use.\nDocs: https://example.com/handbook');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('What is your notice period?');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /example\.com\/handbook/ })).toHaveAttribute('rel', /noopener/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\/[^/]+\/applicants$/);
  await expect(page.getByText('No applicants yet')).toBeVisible();
  const jobId = /\/app\/jobs\/([^/]+)\/applicants$/.exec(page.url())![1]!;

  // 2. Esi finds it by words and a filter, and reads the explanation of her match.
  const esiContext = await browser.newContext({ baseURL });
  const esi = await esiContext.newPage();
  await logInByApi(esi.request, ESI.email, DEMO.password);
  await esi.goto(`/app/jobs?q=${encodeURIComponent(title)}&type=contract`);
  const card = esi.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('GHS 8k – GHS 12k');
  await card.getByRole('link', { name: title }).click();
  await expect(esi.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const match = esi.getByRole('region', { name: 'How you match' });
  await expect(match).toContainText('TypeScript');
  await expectNoSeriousA11yViolations(esi, 'job detail');

  // 3. She applies with a cover letter and the answer.
  await esi.getByRole('button', { name: /^Apply/ }).click();
  const dialog = esi.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByLabel('Cover letter').fill('I design learning tools and want to build payment flows.');
  await dialog.getByLabel('What is your notice period?').fill('One month.');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await dialog.getByLabel('CV (optional)').setInputFiles({ name: 'esi-quaye-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(/esi-quaye-cv\.pdf \(\d+ KB\) attached/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog).toBeHidden();
  await expect(esi.getByText('Application status: Pending')).toBeVisible();
  await esi.goto('/app/jobs?tab=applications');
  const mine = esi.getByRole('article').filter({ hasText: title });
  await expect(mine).toContainText('Pending');
  const before = await unread(esi);

  // 4. The poster sees Esi, her answer and her certificate's public link, and moves her on.
  await page.reload();
  const applicant = page.getByRole('article').filter({ hasText: ESI.name });
  await expect(applicant).toContainText('One month.');
  await expect(applicant.getByRole('link', { name: /opens the public verification/ }).first()).toHaveAttribute('href', /^\/verify\/SL-/);
  const cv = applicant.getByRole('link', { name: /Download CV/ });
  const download = await page.request.get((await cv.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).equals(pdf)).toBe(true);
  await applicant.getByRole('button', { name: `Change status for ${ESI.name}` }).click();
  await page.getByRole('menuitem', { name: /Interviewed/ }).click();
  await expect(applicant).toContainText('Interviewed');

  // 5. Esi's bell rises without a reload, and her list says Interviewed.
  await expect.poll(() => unread(esi)).toBe(before + 1);
  await expect(mine).toContainText('Interviewed');
  const applicationId = (await (await esi.request.get('/api/v1/applications/mine')).json()).items.find(
    (a: { job: { id: string } }) => a.job.id === jobId,
  ).id as string;

  // 6. A third member cannot read it by its id, nor move it.
  const other = await browser.newContext({ baseURL });
  await registerByApi(other.request, newMember({ firstName: 'Kojo', lastName: 'Nosy' }));
  expect((await other.request.get(`/api/v1/applications/${applicationId}`)).status()).toBe(404);
  expect((await other.request.get(`/api/v1/applications/${applicationId}/cv`)).status()).toBe(404);
  await Promise.all([esiContext.close(), other.close()]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the jobs list and a job fit without sideways scrolling, in both themes and in French', async ({ page }) => {
    // A member of their own: the French round saves the language on the account.
    await registerByApi(page.request, newMember({ firstName: 'Afia', lastName: 'Phone' }));
    await inEachLook(page, async ({ theme, language }) => {
      await page.goto('/app/jobs');
      await expect(page).toHaveTitle(language === 'fr' ? 'Emplois et projets | SkillLink' : 'Jobs & Projects | SkillLink');
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow(), `jobs list, ${theme}`).toBeLessThanOrEqual(0);
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(), `job detail, ${theme}`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `job detail at 360 px (${theme}, ${language})`);
    });
  });
});
