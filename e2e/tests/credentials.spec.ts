import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { DEMO, expect, logInByApi, test } from '../fixtures/test.js';

// Verifying a credential (issue 29, ADR 077): Ama (demo) downloads one of her certificates as an
// Open Badges credential from its card; a visitor who is not signed in pastes it on
// /credentials/verify and sees every check pass. One character changed in her name breaks the
// signature, and the page says so. The same at 360 px, in both themes, with axe.

const CHECKS = ['Format', 'Issued by SkillLink', 'Signature', 'Not revoked', 'Dates'];

/** Ama's first certificate as its signed credential: the file the card's "Download credential (.json)" gives. */
async function downloadCredential(page: Page): Promise<string> {
  await logInByApi(page.request, DEMO.email, DEMO.password);
  await page.goto('/app/certificates');
  const link = page.getByRole('link', { name: /as a verifiable credential \(Open Badges 3\.0, \.json\)$/ }).first();
  await expect(link).toBeVisible();
  // The server signs a certificate's credential on its first download (or in its 15 s sweep).
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^skilllink-credential-SL-[\w-]+\.json$/);
  return readFile(await download.path(), 'utf8');
}

/** The same credential with the last letter of the recipient's name changed. */
function withRecipientChanged(text: string): { changed: string; name: string } {
  const credential = JSON.parse(text) as { credentialSubject: { identifier: Array<{ identityType: string; identityHash: string }> } };
  const identifier = credential.credentialSubject.identifier.find((i) => i.identityType === 'name');
  if (!identifier) throw new Error('the credential has no recipient name');
  const name = identifier.identityHash;
  identifier.identityHash = `${name.slice(0, -1)}${name.endsWith('x') ? 'y' : 'x'}`;
  return { changed: JSON.stringify(credential, null, 2), name };
}

async function signedOutPage(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  return context.newPage();
}

async function verify(page: Page, text: string): Promise<void> {
  await page.getByLabel('Credential (JSON)').fill(text);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

const check = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Result' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

test('a downloaded credential verifies signed out; one changed character in the name fails its signature', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const downloaded = await downloadCredential(page);
  const { changed, name } = withRecipientChanged(downloaded);

  const visitor = await signedOutPage(browser, baseURL!);
  try {
    await visitor.goto('/credentials/verify');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Verify a SkillLink credential' })).toBeVisible();
    await expect(visitor).toHaveTitle('Verify a SkillLink credential | SkillLink');
    expect((await visitor.request.get('/api/v1/session')).status()).toBe(401);

    await verify(visitor, downloaded);
    const result = visitor.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
    await expect(result.getByText(name, { exact: true })).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveCount(CHECKS.length);
    for (const label of CHECKS) await expect(check(visitor, label)).toContainText('Passed');
    await expect(result.getByRole('link', { name: 'Open the certificate page' })).toHaveAttribute('href', /\/verify\//);

    await verify(visitor, changed);
    await expect(result.getByRole('heading', { name: 'This credential is not valid' })).toBeVisible();
    const signature = check(visitor, 'Signature');
    await expect(signature).toContainText('Failed');
    await expect(signature).toContainText("The content was changed after it was signed, or the signature is not SkillLink's.");
    // What the changed credential claims is not repeated under the page's name.
    await expect(result.getByText(name.slice(0, -1), { exact: false })).toHaveCount(0);
  } finally {
    await visitor.context().close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone (${colorScheme}): fits the width, works by keyboard, no serious axe violations`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const downloaded = await downloadCredential(page);
    const phone = await signedOutPage(browser, baseURL!, { viewport: { width: 360, height: 740 }, colorScheme });
    try {
      await phone.goto('/credentials/verify');
      await expect(phone.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(phone, `/credentials/verify (${colorScheme}, 360 px)`);

      // Not JSON: the message under the field, nothing sent.
      let sent = 0;
      phone.on('request', (request) => {
        if (request.url().endsWith('/api/v1/credentials/verify')) sent += 1;
      });
      await verify(phone, '{"type": ');
      await expect(phone.getByText(/^This is not valid JSON/)).toBeVisible();
      await expect(phone.getByLabel('Credential (JSON)')).toBeFocused();
      expect(sent).toBe(0);
      await expectNoSeriousA11yViolations(phone, `/credentials/verify with an input error (${colorScheme}, 360 px)`);

      // By keyboard: paste in the field, Tab past the file picker to Verify, Enter.
      await phone.getByLabel('Credential (JSON)').fill(downloaded);
      await phone.keyboard.press('Tab');
      await phone.keyboard.press('Tab');
      await expect(phone.getByRole('button', { name: 'Verify', exact: true })).toBeFocused();
      await phone.keyboard.press('Enter');
      const result = phone.getByRole('region', { name: 'Result' });
      await expect(result.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
      expect(sent).toBe(1);
      await expectNoSeriousA11yViolations(phone, `/credentials/verify valid (${colorScheme}, 360 px)`);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await verify(phone, withRecipientChanged(downloaded).changed);
      await expect(result.getByRole('heading', { name: 'This credential is not valid' })).toBeVisible();
      await expectNoSeriousA11yViolations(phone, `/credentials/verify not valid (${colorScheme}, 360 px)`);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await phone.context().close();
    }
  });
}
