import type { APIRequestContext, Page } from '@playwright/test';
import { followMailLink, openMail } from '../fixtures/mailbox.js';
import { csrfToken, DEMO, expect, logInThroughUi, newMember, registerByApi, registerThroughUi, test } from '../fixtures/test.js';

// Referrals (issue 27, ADR 069):
// 1. Ama (demo) copies her link; a newcomer on a phone, on another network, opens it, sees who
//    invited them, registers, verifies from the dev mailbox and adds a skill — Ama's history
//    shows them completed and her points rise by 25, live (no reload).
// 2. A French member on a phone invites a friend by e-mail with a note: the invitation reaches
//    the dev mailbox in French, its reminder after the clock is moved 3 days, and its "never
//    invite me again" link declines it — the member's history says so.

/** The number in the points badge at the top of the Referrals screen ("175 points"). */
async function points(page: Page): Promise<number> {
  const badge = page.getByRole('main').getByText(/^\d[\d,\s\u202f]* points?$/);
  return Number((await badge.first().textContent())!.replace(/\D/g, ''));
}

async function send(request: APIRequestContext, method: 'post' | 'patch', url: string, data: object): Promise<void> {
  const res = await request[method](url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
}

test("a newcomer joins through Ama's link and completes: Ama sees it and earns 25 points, live", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.goto('/auth/login');
  await logInThroughUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const before = await points(page);
  expect(before).toBeGreaterThanOrEqual(175);

  // Ama copies her link, as she would to paste it into a chat.
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${origin}/register\\?ref=AMA[A-Z]{6}$`));

  // The newcomer is on a phone, on another network than Ama (the rule holds joins from hers).
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.27' },
  });
  const guest = await phone.newPage();
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/auth\/register\?ref=AMA/);
  await expect(guest.getByText('Ama invited you to SkillLink')).toBeVisible();
  const newcomer = newMember({ firstName: 'Adjoa', lastName: `Referred${Math.random().toString(36).slice(2, 7)}` });
  await registerThroughUi(guest, newcomer, { onThisPage: true });
  await expect(guest).toHaveURL(/\/app\/dashboard/);

  // Ama already sees them as joined (her screen refreshes by itself).
  const name = `${newcomer.firstName} ${newcomer.lastName}`;
  const row = page.getByRole('article', { name });
  await expect(row.getByText('Status: Joined')).toBeVisible();

  // The newcomer's first step: a skill on their profile.
  await guest.goto('/app/profile?tab=skills');
  await guest.getByRole('button', { name: 'Add Skill' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Add New Skill' });
  await dialog.getByLabel('Skill name').fill('Excel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await phone.close();

  // Ama's history and points, without a reload.
  await expect(row.getByText('Status: Completed')).toBeVisible();
  await expect(row.getByText('+25 points')).toBeVisible();
  await expect.poll(() => points(page)).toBe(before + 25);
});

test('a French member invites by e-mail: the mail, its reminder 3 days later, and the do-not-invite link', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const member = newMember({ firstName: 'Aïcha', lastName: `Diallo${Math.random().toString(36).slice(2, 7)}` });
  await registerByApi(page.request, member);
  await send(page.request, 'patch', '/api/v1/session/preferences', { language: 'fr' });
  await page.goto('/app/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Parrainages' })).toBeVisible();
  await expect(page.getByText("Aucun parrainage pour l'instant")).toBeVisible();

  // A bad address first: the form says so and sends nothing.
  const form = page.getByRole('region', { name: 'Envoyer une invitation directe' });
  await form.getByLabel('Nom').fill('Mariam Traoré');
  await form.getByLabel('E-mail').fill('mariam@exemple');
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();

  const friend = `mariam.${Math.random().toString(36).slice(2, 8)}@example.test`;
  await form.getByLabel('E-mail').fill(friend);
  await form.getByLabel('Message personnel (facultatif)').fill('On suit le cours de data ensemble ? <b>Viens</b> !');
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée à Mariam Traoré !')).toBeVisible();
  const row = page.getByRole('article', { name: 'Mariam Traoré' });
  await expect(row.getByText('Statut : En attente')).toBeVisible();
  await expect(page.getByText("19 invitations restantes aujourd'hui")).toBeVisible();

  // The invitation in the dev mailbox, in French, the note as plain text.
  const inviter = `${member.firstName} ${member.lastName}`;
  const mail = await openMail(page, friend, new RegExp(`${inviter} vous invite sur SkillLink`));
  await expect(mail).toContainText('On suit le cours de data ensemble ? <b>Viens</b> !');

  // Three days later (the development sweep on a clock moved ahead): the reminder.
  await send(page.request, 'post', '/api/v1/dev/referral-reminders/run', { days: 3 });
  await openMail(page, friend, new RegExp(`Rappel : ${inviter} vous invite sur SkillLink`));

  // The friend wants no invitations at all: the link in the mail, then the button.
  await followMailLink(page, friend, new RegExp(`Rappel : ${inviter}`), /Ne plus jamais recevoir/);
  await expect(page.getByRole('heading', { name: 'Ne plus recevoir d’invitations ?' })).toBeVisible();
  await page.getByRole('button', { name: 'Arrêter toutes les invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Vous ne serez plus invité' })).toBeVisible();

  await page.goto('/app/referrals');
  await expect(page.getByRole('article', { name: 'Mariam Traoré' }).getByText('Statut : Refusé')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
