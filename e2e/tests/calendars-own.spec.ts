import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { addDays, calendarsOf, occurrences } from '../fixtures/calendar.js';
import { expect, newMember, registerByApi, test } from '../fixtures/test.js';

test('a member adds a calendar of their own, is kept from an unreadable colour, recolours it and deletes it, moving its events', async ({
  page,
}) => {
  await registerByApi(page.request, newMember({ firstName: 'Abena' }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/calendar');
  const saved = (method: string) =>
    page.waitForResponse((r) => r.request().method() === method && r.url().includes('/api/v1/calendar/calendars'));

  // Add "Choir": a pale yellow is refused before anything is sent (white event text on it is 1.3:1).
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const editor = page.getByRole('dialog', { name: 'New calendar' });
  await editor.getByLabel('Name').fill('Choir');
  await editor.getByLabel('Other colour').fill('#fde047');
  await expect(editor.getByText(/Event text on this colour is hard to read \(contrast 1\.\d\d:1/)).toBeVisible();
  await expect(editor.getByLabel('Other colour')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('radio', { name: 'Teal' }).check();
  await expect(editor.getByText(/Event text on this colour is hard to read/)).toBeHidden();
  // (Checked once the colour is readable: the preview shows the refused colour as it would be.)
  await expectNoSeriousA11yViolations(page, 'new calendar dialog');
  const created = saved('POST');
  await editor.getByRole('button', { name: 'Save' }).click();
  expect((await created).status()).toBe(201);
  await expect(editor).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Choir' })).toBeChecked();
  const choir = (await calendarsOf(page.request)).find((c) => c.name === 'Choir')!;
  expect(choir.color).toBe('#0f766e');

  // An event filed in it through the form.
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill('Rehearsal');
  await form.getByLabel('Calendar').selectOption({ label: 'Choir' });
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/calendar/events'));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await posted).status()).toBe(201);

  // Recolour it blue.
  await page.getByRole('button', { name: 'Edit Choir' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit calendar' });
  await edit.getByRole('radio', { name: 'Blue' }).check();
  const recoloured = saved('PATCH');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await recoloured).status()).toBe(200);
  await expect(edit).toBeHidden();
  expect((await calendarsOf(page.request)).find((c) => c.id === choir.id)!.color).toBe('#0369a1');

  // Delete it, in the dark theme: the dialog asks what becomes of its events; they move to Personal.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole('button', { name: 'Delete Choir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the calendar Choir' });
  await expect(confirm.getByRole('radio', { name: 'Move them to another calendar' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'delete calendar dialog, dark');
  await confirm.getByLabel('Move to').selectOption({ label: 'Personal' });
  const deleted = saved('DELETE');
  await confirm.getByRole('button', { name: 'Delete calendar' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Choir' })).toHaveCount(0);
  expect((await calendarsOf(page.request)).map((c) => c.name)).toEqual(['Work', 'Personal', 'Learning']);
  const today = new Date().toISOString().slice(0, 10);
  const moved = (await occurrences(page.request, addDays(today, -1), addDays(today, 3))).find((o) => o.title === 'Rehearsal');
  expect(moved?.calendarId).toBe('personal');
});
