import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Freelance projects (issue 22): a client posts a project with a budget and a duration; a
// freelancer on a phone, in the dark theme, finds it in the Projects tab by its type and words,
// sends a proposal with a timeline and a budget; the client sees them and awards the project;
// the freelancer's My Applications says Awarded and the project shows Awarded.

test('a proposal on a project, awarded', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const title = `Menu board design ${Math.random().toString(36).slice(2, 7)}`;
  await registerByApi(page.request, newMember({ firstName: 'Adjoa', lastName: 'Client' }));

  // 1. The client posts a project: its kind, a project type, a budget without a period, a duration.
  await page.goto('/app/jobs?tab=projects');
  await page.getByRole('link', { name: 'Post a project' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a project' })).toBeVisible();
  await expect(page.getByLabel('What are you posting?')).toHaveValue('project');
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByLabel('Project type').selectOption('design');
  await page.getByLabel('Duration').fill('2 weeks');
  await page.getByLabel('Give a range').check();
  await page.getByLabel('Minimum').fill('1500');
  await page.getByLabel('Maximum').fill('3000');
  await expect(page.getByLabel('Period')).toHaveCount(0);
  await page.getByLabel('Add a skill').fill('Canv');
  await page.getByRole('option', { name: 'Canva' }).click();
  await page.getByLabel('Description').fill('A menu board and a flyer for a chop bar in Osu.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('GHS 1.5k – GHS 3k')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\/[^/]+\/applicants$/);

  // 2. The freelancer, on a phone in the dark theme, finds it by its type and words.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  const freelancer = await phone.newPage();
  await registerByApi(freelancer.request, newMember({ firstName: 'Kwesi', lastName: 'Freelance' }));
  await freelancer.goto('/app/jobs?tab=projects');
  await freelancer.getByLabel('Project type').selectOption('design');
  await freelancer.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await expect(freelancer).toHaveURL(/type=design/);
  const card = freelancer.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('GHS 1.5k – GHS 3k');
  await expect(card).toContainText('Duration: 2 weeks');
  await expect(card).toContainText('Open');
  expect(await freelancer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // 3. A proposal needs its timeline and budget; then it is sent and its status replaces the button.
  await card.getByRole('button', { name: `Submit a proposal for ${title}` }).tap();
  const dialog = freelancer.getByRole('dialog', { name: 'Submit a proposal' });
  await dialog.getByLabel('Cover letter').fill('I have designed menus for three restaurants in Osu.');
  await dialog.getByRole('button', { name: 'Send proposal' }).tap();
  await expect(dialog.getByText('Give a timeline')).toBeVisible();
  await dialog.getByLabel('Timeline').fill('10 days');
  await dialog.getByLabel('Rate / budget').fill('GHS 2,400 for both');
  await expectNoSeriousA11yViolations(freelancer, 'proposal dialog at 360 px, dark');
  await dialog.getByRole('button', { name: 'Send proposal' }).tap();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Pending');

  // 4. The client reads the proposal's terms and awards it (a final step, confirmed).
  await page.reload();
  const proposal = page.getByRole('article').filter({ hasText: 'Kwesi Freelance' });
  await expect(page.getByRole('heading', { level: 2, name: 'Proposals' })).toBeVisible();
  await expect(proposal).toContainText('10 days');
  await expect(proposal).toContainText('GHS 2,400 for both');
  await proposal.getByRole('button', { name: 'Change status for Kwesi Freelance' }).click();
  await page.getByRole('menuitem', { name: 'Award' }).click();
  await page.getByRole('dialog', { name: 'Award the project to Kwesi Freelance?' }).getByRole('button', { name: 'Award' }).click();
  await expect(proposal).toContainText('Awarded');
  await expect(page.getByText('Project status: Awarded')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Close project' })).toHaveCount(0);

  // 5. The freelancer's list says Awarded, and the project no longer takes proposals.
  await freelancer.goto('/app/jobs?tab=applications');
  const mine = freelancer.getByRole('article').filter({ hasText: title });
  await expect(mine).toContainText('Proposal');
  await expect(mine).toContainText('Awarded');
  await mine.getByRole('link', { name: title, exact: true }).click();
  await expect(freelancer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(freelancer.getByText('Project status: Awarded')).toBeAttached();
  await expect(freelancer.getByText('Proposal status: Awarded')).toBeAttached();
  await phone.close();
});
