import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { openMail } from '../fixtures/mailbox.js';
import { expect, logInThroughUi, test } from '../fixtures/test.js';

// Settings → Your data (ADR 062): ask for a copy, get the e-mailed link, open it signed out,
// sign in, and download the ZIP from the page the link leads to; its JSON is the member's.

test('a copy of my data: asked in Settings, link by e-mail, opened signed out, ZIP downloaded and read', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  await page.goto('/app/settings?tab=data');
  const card = page.getByRole('region', { name: 'Download your data' });
  await card.getByRole('button', { name: 'Download your data' }).click();
  await expect(card.getByText("We're preparing your file; we'll e-mail you a link.")).toBeVisible();

  const mail = await openMail(page, member.email, /Your SkillLink data is ready to download/);
  const link = await mail.getByRole('link', { name: 'Download your data' }).getAttribute('href');
  expect(link).toMatch(/\/app\/settings\?tab=data&token=/);

  // Another browser, signed out: the link asks for sign-in first, then comes back to the file.
  const other = await browser.newContext({ baseURL, acceptDownloads: true });
  const phone = await other.newPage();
  await phone.goto(link!);
  await expect(phone).toHaveURL(/\/auth\/login/);
  await logInThroughUi(phone, member.email, member.password);
  const ready = phone.getByRole('region', { name: 'Your copy is ready' });
  await expect(ready).toBeVisible();
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    ready.getByRole('button', { name: 'Download the ZIP file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skilllink-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(phone.getByText('Your file is downloading')).toBeVisible();
  await expect(ready).toBeHidden();
  await expect(phone).not.toHaveURL(/token=/);

  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'notifications.json']));
  const profile = JSON.parse(strFromU8(zip['profile.json']!)) as Record<string, unknown>;
  expect(JSON.stringify(profile)).toContain(member.email);
  expect(JSON.stringify(profile)).toContain(member.lastName);
  await other.close();
});
