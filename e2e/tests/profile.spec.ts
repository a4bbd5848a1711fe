import { DEMO, expect, logInByApi, test } from '../fixtures/test.js';

// A real 8×8 PNG: the server decodes and re-encodes it, so it must be a genuine image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgjwvBihiGlgQAyZYwQXLjcuMAAAAASUVORK5CYII=',
  'base64',
);

test('a member edits their profile and sets a photo; a bad photo changes nothing', async ({ page, member }) => {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Title').fill('Data Analyst at MTN Ghana');
  await page.getByLabel('Location').fill('Tamale, Ghana');
  await page.getByLabel('Bio').fill('Numbers, maps and good coffee.');
  await page.getByLabel('Website').fill('yaa.dev');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Data Analyst at MTN Ghana')).toBeVisible();
  await expect(page.getByText('Tamale, Ghana')).toBeVisible();
  await expect(page.getByRole('link', { name: /yaa\.dev/ })).toHaveAttribute('href', 'https://yaa.dev');

  // Photo: a real PNG is saved and shows in the profile and the top bar.
  await page.getByRole('button', { name: 'Edit Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile photo' });
  const picker = dialog.locator('input[type=file]');
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Photo' }).click();
  await expect(page.getByText('Profile photo updated successfully!')).toBeVisible();
  const topBarPhoto = page.getByRole('button', { name: 'Open profile menu' }).locator('img');
  await expect(topBarPhoto).toHaveAttribute('src', /\/api\/v1\/photos\/.+\.webp$/);
  const saved = await topBarPhoto.getAttribute('src');
  expect((await page.request.get(saved!)).headers()['content-type']).toBe('image/webp');

  // Too big, and a text file wearing a .png name: the right message, nothing changes.
  await page.getByRole('button', { name: 'Edit Photo' }).click();
  await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(dialog.getByText('File size must be less than 5MB')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Photo' })).toBeDisabled();
  // The browser reads the first bytes too (the server checks again), so this is caught at once.
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  await expect(dialog.getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Photo' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(topBarPhoto).toHaveAttribute('src', saved!);
});

// Apart from the edit above so that the two halves run side by side (docs/testing.md).
test('a member adds, edits and deletes skills, experience and education', async ({ page, member }) => {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();

  // Skills: add, edit, delete.
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page).toHaveURL(/tab=skills/);
  await page.getByRole('button', { name: 'Add Skill' }).click();
  const skillDialog = page.getByRole('dialog', { name: 'Add New Skill' });
  await skillDialog.getByLabel('Skill name').fill('SQL');
  await skillDialog.getByLabel('Category').selectOption('Data Science');
  await skillDialog.getByRole('button', { name: 'Save' }).click();
  await expect(skillDialog).toBeHidden();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('SQL', { exact: true })).toBeVisible();
  await expect(panel.getByText('Beginner', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit SQL' }).click();
  await page.getByRole('dialog', { name: 'Edit Skill' }).getByLabel('Proficiency level').selectOption('Advanced');
  await page.getByRole('dialog', { name: 'Edit Skill' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel.getByText('Advanced', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete SQL' }).click();
  await page.getByRole('dialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('No skills yet')).toBeVisible();

  // Experience: a current job shows "Present", and survives a reload.
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const job = page.getByRole('dialog', { name: 'Add Work Experience' });
  await job.getByLabel('Company').fill('MTN Ghana');
  await job.getByLabel('Position').fill('Data Analyst');
  await job.getByLabel('Start date').fill('2023-04');
  await job.getByLabel('End date').fill('2024-01');
  await job.getByLabel('Currently working here').check();
  await expect(job.getByLabel('End date')).toBeDisabled();
  await job.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  await expect(page.getByText(/Apr 2023 – Present/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Data Analyst · MTN Ghana' }).click();
  const editJob = page.getByRole('dialog', { name: 'Edit Work Experience' });
  await editJob.getByLabel('Currently working here').uncheck();
  await editJob.getByLabel('End date').fill('2025-06');
  await editJob.getByRole('button', { name: 'Save' }).click();
  await expect(editJob).toBeHidden();
  await expect(page.getByText(/Apr 2023 – Jun 2025/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Data Analyst · MTN Ghana' }).click();
  await page.getByRole('dialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tabpanel').getByText('No experience yet')).toBeVisible();

  // Education: add, then delete.
  await page.getByRole('tab', { name: 'Education' }).click();
  await page.getByRole('button', { name: 'Add Education' }).click();
  const school = page.getByRole('dialog', { name: 'Add Education' });
  await school.getByLabel('Institution').fill('University for Development Studies');
  await school.getByLabel('Degree').fill('BSc');
  await school.getByLabel('Field of study').fill('Statistics');
  await school.getByLabel('Start date').fill('2016-09');
  await school.getByLabel('End date').fill('2020-07');
  await school.getByRole('button', { name: 'Save' }).click();
  await expect(school).toBeHidden();
  await expect(page.getByRole('tabpanel').getByText('BSc in Statistics')).toBeVisible();
  await page.getByRole('button', { name: 'Edit BSc · University for Development Studies' }).click();
  const editSchool = page.getByRole('dialog', { name: 'Edit Education' });
  await editSchool.getByLabel('Field of study').fill('Actuarial Science');
  await editSchool.getByRole('button', { name: 'Save' }).click();
  await expect(editSchool).toBeHidden();
  await expect(page.getByRole('tabpanel').getByText('BSc in Actuarial Science')).toBeVisible();
  await page.getByRole('button', { name: 'Delete BSc · University for Development Studies' }).click();
  await page.getByRole('dialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No education yet')).toBeVisible();
});

test("a connection's visit counts once a day, and their endorsement raises the count", async ({ browser, baseURL }) => {
  // Kwame and Ama are connections in the demo data.
  const kwame = await browser.newContext({ baseURL });
  await logInByApi(kwame.request, 'kwame.asante@demo.skilllink.africa', DEMO.password);
  const own = async () => (await (await kwame.request.get('/api/v1/profile')).json()).profile;
  const before = await own();
  const python = before.skills.find((s: { name: string }) => s.name === 'Python');

  const ama = await browser.newContext({ baseURL });
  await logInByApi(ama.request, DEMO.email, DEMO.password);
  const page = await ama.newPage();
  await page.goto(`/app/profile/${before.id}?tab=skills`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kwame Asante' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kwame Asante' })).toBeVisible();
  expect((await own()).profileViews).toBe(before.profileViews + 1);

  await page.getByRole('button', { name: 'Endorse Python' }).click();
  await expect(page.getByRole('button', { name: 'Withdraw your endorsement of Python' })).toBeVisible();
  await expect(page.getByText(`${python.endorsements + 1} endorsement`, { exact: false }).first()).toBeVisible();
  const after = (await own()).skills.find((s: { name: string }) => s.name === 'Python');
  expect(after.endorsements).toBe(python.endorsements + 1);
  await kwame.close();
  await ama.close();
});
