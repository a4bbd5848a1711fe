import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/test.js';

// Skill assessments (issue 29 §6): a new member opens Skills → Skill Assessment → SQL, starts
// the timed test, answers (a reload resumes it with the saved answers), passes, downloads the
// badge's signed credential and a visitor verifies it signed out. Another member fails at
// 360 px: score and attempts left, no badge, no right answer shown; axe in both themes.

/** The server's question bank (apps/server/src/features/skills/assessment-bank), as built. */
interface BankQuestion {
  id: string;
  en: { prompt: string; options: string[] };
  answer: number;
}
interface SkillBank {
  skill: string;
  questions: BankQuestion[];
}

const bankUrl = new URL('../../apps/server/dist/features/skills/assessment-bank/index.js', import.meta.url);
async function bankOf(skill: string): Promise<BankQuestion[]> {
  const { BANKS } = (await import(bankUrl.href)) as { BANKS: SkillBank[] };
  const bank = BANKS.find((b) => b.skill === skill);
  if (!bank) throw new Error(`no bank for ${skill}`);
  return bank.questions;
}

/** The text a member reads: code spans lose their backticks, whitespace is collapsed. */
const shown = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

const CHECKS = ['Format', 'Issued by SkillLink', 'Signature', 'Not revoked', 'Dates'];

/** The question on screen and its bank entry (matched by its English prompt). */
async function currentQuestion(page: Page, bank: BankQuestion[]): Promise<{ group: Locator; entry: BankQuestion }> {
  const group = page.getByRole('group', { name: /^Question \d+ of 15/ });
  const text = shown((await group.getByTestId('assessment-question').textContent()) ?? '');
  const entry = bank.find((q) => shown(q.en.prompt) === text);
  if (!entry) throw new Error(`question not in the bank: ${text}`);
  return { group, entry };
}

/** Picks the option (as shown, in this attempt's order) whose text is the bank option `option`. */
async function pick(group: Locator, entry: BankQuestion, option: number): Promise<void> {
  const labels = await group.locator('label').allTextContents();
  const index = labels.map(shown).indexOf(shown(entry.en.options[option] ?? ''));
  if (index < 0) throw new Error(`option not shown: ${entry.en.options[option]}`);
  await group.getByRole('radio').nth(index).check();
}

/** Answers question `n` (1-based) right or wrong and waits until the server saved it. */
async function answer(page: Page, bank: BankQuestion[], n: number, right: boolean): Promise<void> {
  await expect(page.getByRole('group', { name: new RegExp(`^Question ${n} of 15`) })).toBeVisible();
  const { group, entry } = await currentQuestion(page, bank);
  await pick(group, entry, right ? entry.answer : (entry.answer + 1) % 4);
  await expect(page.getByText(`${n} of 15 answered`)).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

test('a new member passes the SQL assessment, resumes after a reload, and the badge credential verifies signed out', async ({
  page,
  browser,
  baseURL,
  member,
}) => {
  test.setTimeout(150_000);
  expect(member.email).toBeTruthy();
  const bank = await bankOf('sql');

  await page.goto('/app/skills');
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Skill Assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skill Assessments' })).toBeVisible();
  await expect(page).toHaveTitle('Skill Assessments | SkillLink');
  await expect(page.getByRole('listitem').getByRole('article')).toHaveCount(10);
  const sql = page.getByRole('article', { name: 'SQL', exact: true });
  await expect(sql).toContainText('15 questions · 20 minutes · pass mark 70 %');
  await sql.getByRole('link', { name: 'Start the SQL assessment' }).click();

  await expect(page).toHaveTitle('SQL Assessment | SkillLink');
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/(20:00|19:\d\d) left/);

  for (let n = 1; n <= 3; n += 1) {
    await answer(page, bank, n, true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  // A reload resumes the same attempt: the saved answers, the server's clock, no intro.
  await page.reload();
  await expect(page.getByText('3 of 15 answered')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question 4 of 15/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you start' })).toHaveCount(0);

  for (let n = 4; n <= 15; n += 1) {
    await answer(page, bank, n, true);
    if (n < 15) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page.getByText('Passed — 100 % (15 of 15)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You earned the SQL skill badge' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);

  const link = page.getByRole('link', { name: 'Download the SQL credential (.json)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const credential = await readFile(await download.path(), 'utf8');
  await expect(page.getByRole('link', { name: 'Verify it' })).toHaveAttribute('href', '/credentials/verify');

  // The list now says Verified with the score.
  await page.getByRole('link', { name: 'All assessments' }).last().click();
  await expect(page.getByRole('article', { name: 'SQL', exact: true })).toContainText('Verified ✓ — score 100 %');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  try {
    await visitor.goto('/credentials/verify');
    expect((await visitor.request.get('/api/v1/session')).status()).toBe(401);
    await visitor.getByLabel('Credential (JSON)').fill(credential);
    await visitor.getByRole('button', { name: 'Verify', exact: true }).click();
    const result = visitor.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
    for (const label of CHECKS) {
      await expect(result.getByRole('listitem').filter({ has: visitor.getByText(label, { exact: true }) })).toContainText('Passed');
    }
  } finally {
    await visitor.context().close();
  }
});

test('at 360 px a member who answers wrongly sees the score and attempts left, no badge; axe in both themes', async ({ page, member }) => {
  test.setTimeout(150_000);
  expect(member.email).toBeTruthy();
  const bank = await bankOf('python');
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto('/app/skills/assessments');
  const python = page.getByRole('article', { name: 'Python', exact: true });
  await expect(python).toContainText('2 attempts left');
  await fits();
  await expectNoSeriousA11yViolations(page, '/app/skills/assessments (360 px)');
  await python.getByRole('link', { name: 'Start the Python assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('group', { name: /^Question 1 of 15/ })).toBeVisible();
  await fits();
  await expectNoSeriousA11yViolations(page, 'a Python question (light, 360 px)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'a Python question (dark, 360 px)');
  await page.emulateMedia({ colorScheme: 'light' });

  // By keyboard: the first question's wrong option with Space; Tab to Next, Enter.
  const { group, entry } = await currentQuestion(page, bank);
  const labels = (await group.locator('label').allTextContents()).map(shown);
  const wrong = labels.findIndex((text) => text !== shown(entry.en.options[entry.answer] ?? ''));
  await group.getByRole('radio').nth(wrong).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 of 15 answered')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.focus();
  await page.keyboard.press('Enter');

  for (let n = 2; n <= 15; n += 1) {
    await answer(page, bank, n, false);
    if (n < 15) await next.click();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page.getByText('Not passed — 0 % (0 of 15). You need 70 %.')).toBeVisible();
  await expect(page.getByText('1 attempt left.')).toBeVisible();
  await expect(page.getByText(/skill badge/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /credential/ })).toHaveCount(0);
  await fits();
  await expectNoSeriousA11yViolations(page, 'a failed result (360 px)');

  await page.getByRole('link', { name: 'All assessments' }).last().click();
  await expect(python).toContainText('Last score: 0 % (pass mark 70 %)');
  await expect(python).toContainText('1 attempt left');
});
