import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { memberId, sendRequest } from '../fixtures/connections.js';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { inEachLook } from '../fixtures/looks.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// The project workspace (issue 23): Ama creates a project and invites Kofi, who accepts from
// his bell; she assigns him a task (his bell rises live); he drags it to Completed on the board
// and both see the progress and the milestone move without a reload; he uploads an image and a
// PDF with a visible progress bar; Efua, the client, follows as a viewer and cannot change it.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function call(request: APIRequestContext, method: 'post' | 'put', url: string, data: object = {}) {
  const res = await request[method](url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

/** A member in a browser of their own, connected to `lead` (request sent by them, accepted by the lead). */
async function teammate(browser: Browser, baseURL: string, lead: APIRequestContext, firstName: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = newMember({ firstName, lastName: `Team${Math.random().toString(36).slice(2, 6)}` });
  await registerByApi(page.request, member);
  await sendRequest(page.request, await memberId(lead));
  const received = (await (await lead.get('/api/v1/connections/requests?direction=received')).json()) as { items: Array<{ id: string }> };
  await call(lead, 'post', `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
  return { page, name: `${member.firstName} ${member.lastName}`, close: () => context.close() };
}

/** A 2×2 PNG, made here so the test needs no file on disk. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 128, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a team runs a project: invite, assign, drag to Completed, files, a viewer', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const title = `Chop bar website ${Math.random().toString(36).slice(2, 7)}`;
  await registerByApi(page.request, newMember({ firstName: 'Ama', lastName: 'Lead' }));
  const kofi = await teammate(browser, baseURL!, page.request, 'Kofi');
  const efua = await teammate(browser, baseURL!, page.request, 'Efua');

  // 1. Ama creates the project (Create Project stays disabled while the title is blank).
  await page.goto('/app/projects');
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create project' });
  await expect(form.getByRole('button', { name: 'Create Project' })).toBeDisabled();
  await form.getByLabel('Project Title *').fill(title);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const projectUrl = page.url();

  // A milestone the task will belong to.
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByRole('dialog').getByLabel(/Title/).fill('Launch');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add milestone|Save/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Launch' })).toBeVisible();

  // 2. She invites Kofi as a member and Efua as a viewer, by searching their names.
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  for (const [who, role] of [
    [kofi, 'member'],
    [efua, 'viewer'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Name or e-mail address' }).fill(who.name.split(' ')[1]!);
    await page.getByLabel('Role', { exact: true }).selectOption(role);
    await page.getByRole('option', { name: new RegExp(who.name) }).click();
    await expect(page.getByText(`Invitation sent to ${who.name}`)).toBeVisible();
  }

  // 3. Kofi accepts from his bell (it rose while he was on his dashboard).
  await kofi.page.goto('/app/dashboard');
  await expect(bell(kofi.page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(kofi.page).click();
  await kofi.page
    .getByRole('dialog', { name: 'Notifications' })
    .getByText(/invited you to/)
    .click();
  await expect(kofi.page).toHaveURL(/\/app\/projects$/);
  await kofi.page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Accept' }).click();
  await expect(kofi.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await efua.page.goto('/app/projects');
  await efua.page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Accept' }).click();
  await expect(efua.page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // 4. Ama assigns Kofi a task in the milestone; his bell rises live, without a reload.
  const before = await bell(kofi.page).getAttribute('aria-label');
  await page.goto(`${projectUrl}?tab=tasks`);
  // The toolbar's button; once the empty list has loaded, its own "New task" is a second one.
  await page.getByRole('button', { name: 'New task' }).first().click();
  const taskForm = page.getByRole('dialog', { name: 'Create task' });
  await taskForm.getByLabel('Task title *').fill('Menu page');
  await taskForm.getByLabel('Assignee').selectOption({ label: kofi.name });
  await taskForm.getByLabel('Milestone').selectOption({ label: 'Launch' });
  await taskForm.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Menu page')).toBeVisible();
  await expect(bell(kofi.page)).not.toHaveAccessibleName(before ?? '');

  // 5. Kofi drags it to Completed on the board; Ama's overview and milestone follow live.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('0% of tasks completed')).toBeVisible();
  await kofi.page.goto(`${projectUrl}?tab=tasks&view=board`);
  const card = kofi.page.getByRole('button', { name: 'Drag “Menu page”' });
  const target = kofi.page.getByRole('region', { name: /Completed/ });
  await expect(card).toBeVisible();
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await kofi.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await kofi.page.mouse.down();
  await kofi.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await kofi.page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  // Still held: Completed already shows the card where it would land.
  await expect(target.getByRole('listitem').filter({ hasText: 'Menu page' })).toBeVisible();
  await kofi.page.mouse.up();
  await expect(target.getByText('Menu page')).toBeVisible();
  await expect(page.getByText('100% of tasks completed')).toBeVisible();
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Milestones' }).getByText('100% complete')).toBeVisible();
  await kofi.page.reload();
  await expect(kofi.page.getByRole('region', { name: /Completed/ }).getByText('Menu page')).toBeVisible();

  // 6. Kofi uploads an image and a PDF at once: progress bars, then the image as a thumbnail.
  // The uploads are held until the bars have been seen: small files can finish before a look.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await kofi.page.route('**/api/v1/workspace/projects/*/files?*', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await kofi.page.getByRole('tab', { name: 'Files' }).click();
  const chooser = kofi.page.waitForEvent('filechooser');
  await kofi.page.getByRole('button', { name: 'Upload files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'menu.png', mimeType: 'image/png', buffer: png() },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(kofi.page.getByRole('progressbar', { name: 'Uploading menu.png' })).toBeVisible();
  await expect(kofi.page.getByRole('progressbar', { name: 'Uploading brief.pdf' })).toBeVisible();
  release();
  const files = kofi.page.getByRole('list', { name: 'Project files' });
  await expect(files.getByText('brief.pdf')).toBeVisible();
  await expect(files.getByRole('img', { name: 'Preview of menu.png' })).toBeVisible();

  // 7. Efua (viewer) sees it all but no way to change it, and the API refuses her too.
  await efua.page.goto(`${projectUrl}?tab=tasks`);
  await expect(efua.page.getByText('Menu page')).toBeVisible();
  await expect(efua.page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await expect(efua.page.getByRole('button', { name: 'Edit project' })).toHaveCount(0);
  const projectId = projectUrl.split('/').pop()!;
  const refused = await efua.page.request.post(`/api/v1/workspace/projects/${projectId}/tasks`, {
    headers: { 'x-csrf-token': await csrfToken(efua.page.request) },
    data: { title: 'Sneaky' },
  });
  expect(refused.status()).toBe(403);
  await Promise.all([kofi.close(), efua.close()]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every tab of a project fits a phone, in both themes and in French', async ({ page }) => {
    test.setTimeout(180_000);
    await registerByApi(page.request, newMember({ firstName: 'Abena', lastName: 'Phone' }));
    const project = (await (
      await call(page.request, 'post', '/api/v1/workspace/projects', {
        title: 'Kente market stall website with a rather long title',
        description: 'Photos, prices and mobile money.',
        budget: { total: 12000, spent: 3000, currency: 'GHS' },
        startDate: '2026-11-01',
        endDate: '2027-02-01',
        tags: ['retail'],
      })
    ).json()) as { id: string };
    const milestone = (await (
      await call(page.request, 'post', `/api/v1/workspace/projects/${project.id}/milestones`, {
        title: 'Soft launch',
        dueDate: '2026-12-20',
      })
    ).json()) as {
      id: string;
    };
    for (const [title, status] of [
      ['Photograph the cloth', 'completed'],
      ['Price list in cedis', 'in_progress'],
      ['Mobile money checkout', 'pending'],
    ] as const) {
      await call(page.request, 'post', `/api/v1/workspace/projects/${project.id}/tasks`, {
        title,
        status,
        milestoneId: milestone.id,
        dueDate: '2026-12-15',
      });
    }
    await inEachLook(page, async ({ theme, language }) => {
      await page.goto('/app/projects');
      await expect(page).toHaveTitle(language === 'fr' ? 'Projets | SkillLink' : 'Projects | SkillLink');
      await page.getByRole('link', { name: /Kente market stall/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: /Kente market stall/ })).toBeVisible();
      await expect(page.getByText(language === 'fr' ? '33 % des tâches terminées' : '33% of tasks completed')).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow(), `overview, ${theme}`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `project overview at 360 px (${theme}, ${language})`);
      for (const [tab, query] of [
        [language === 'fr' ? 'Tâches' : 'Tasks', 'tab=tasks'],
        [language === 'fr' ? 'Tâches' : 'Tasks', 'tab=tasks&view=board'],
        [language === 'fr' ? 'Fichiers' : 'Files', 'tab=files'],
        [language === 'fr' ? 'Équipe' : 'Team', 'tab=team'],
        [language === 'fr' ? 'Jalons' : 'Milestones', 'tab=milestones'],
      ] as const) {
        await page.goto(`/app/projects/${project.id}?${query}`);
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('status', { name: /Loading|Chargement/ })).toHaveCount(0);
        await expect(page.getByRole('tabpanel').getByText(/Loading|Chargement/)).toHaveCount(0);
        if (query.startsWith('tab=tasks')) await expect(page.getByText('Price list in cedis').first()).toBeVisible();
        if (query === 'tab=milestones') await expect(page.getByText('Soft launch').first()).toBeVisible();
        expect(await overflow(), `${query}, ${theme}`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `project ${query} at 360 px (${theme}, ${language})`);
      }
    });
  });
});
