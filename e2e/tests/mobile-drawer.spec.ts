import { expect, greeting, test } from '../fixtures/test.js';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at 375 px the sidebar is a drawer that opens, closes on overlay tap and on link tap', async ({ page, member }) => {
  await page.goto('/app/dashboard');
  await expect(greeting(page, member.firstName)).toBeVisible();

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(drawer).toBeHidden();
  // The desktop sidebar is not shown at this width.
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeHidden();

  // Open, then tap the overlay (the strip to the right of the panel).
  await openButton.tap();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  // The top bar has no room for search on a phone; the drawer carries it.
  await expect(drawer.getByRole('combobox', { name: 'Search' })).toBeVisible();
  const panel = await drawer.boundingBox();
  expect(panel, 'drawer panel has a box').not.toBeNull();
  expect(panel!.x + panel!.width, 'the overlay shows beside the panel').toBeLessThan(370);
  await page.touchscreen.tap(370, 600);
  await expect(drawer).toBeHidden();

  // Open again and tap a link: it navigates and closes.
  await openButton.tap();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Profile', exact: true }).tap();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(drawer).toBeHidden();

  // Keyboard: Enter opens it, Escape closes it and focus returns to the menu button
  // (WAI-ARIA dialog pattern), so a keyboard user is not dropped at the top of the page.
  await openButton.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openButton).toBeFocused();
});
