import type { Locator, Page } from '@playwright/test';
import { expect, greeting, test } from '../fixtures/test.js';

/**
 * Opens a submenu and picks an item with the mouse the way a person does: along the
 * trigger's row towards the submenu, then onto the item. (A single jump of the pointer from
 * the trigger to the item — what `item.click()` does — is read by the menu as the pointer
 * leaving towards the wrong side, and the submenu closes first.)
 */
async function chooseFromSubmenu(page: Page, trigger: Locator, item: Locator): Promise<void> {
  await trigger.click();
  await expect(item).toBeVisible();
  const from = await trigger.boundingBox();
  const to = await item.boundingBox();
  if (!from || !to) throw new Error('menu items have no box');
  const rowY = from.y + from.height / 2;
  const edgeX = to.x + to.width / 2 < from.x ? from.x + 4 : from.x + from.width - 4;
  await page.mouse.move(edgeX, rowY, { steps: 8 });
  await page.mouse.move(to.x + to.width / 2, rowY, { steps: 8 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await item.click();
}

test('Language → Français switches the shell to French, and it stays after a reload', async ({ page, member }) => {
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await chooseFromSubmenu(page, page.getByRole('menuitem', { name: 'Language' }), page.getByRole('menuitemradio', { name: 'Français' }));

  const navFr = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navFr.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(navFr.getByRole('link', { name: 'Paramètres' })).toBeVisible();
  await expect(page.getByText(`Bon retour, ${member.firstName} !`, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Tableau de bord | SkillLink');

  await page.reload();
  await expect(navFr.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du profil' })).toBeVisible();
});

test('on a 360 px phone the profile menu lists the languages in place, inside the screen', async ({ page, member }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  const french = page.getByRole('menuitemradio', { name: 'Français' });
  await expect(french).toBeVisible();
  const box = await french.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await french.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
