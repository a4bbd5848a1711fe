import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { memberId, sendRequest } from '../fixtures/connections.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// A project's team chat (issue 23 §6, ADR 058): Ama leads a project, Kofi (a member) and Efua
// (the client, a viewer) accept her invitations; the three chat live in three browsers, each
// opening the chat from the project page's link, /app/messages?project=<projectId>.

async function call(request: APIRequestContext, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `post ${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

async function member(browser: Browser, baseURL: string, firstName: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const who = newMember({ firstName, lastName: `Chat${Math.random().toString(36).slice(2, 7)}` });
  await registerByApi(page.request, who);
  return { page, request: page.request, firstName, name: `${who.firstName} ${who.lastName}`, close: () => context.close() };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const chat = (page: Page, title: string) => page.getByRole('log', { name: `Messages with ${title}` });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

test('three members of a project chat live: names, typing, read by', async ({ browser, baseURL }) => {
  const ama = await member(browser, baseURL!, 'Ama');
  const kofi = await member(browser, baseURL!, 'Kofi');
  const efua = await member(browser, baseURL!, 'Efua');
  const amaId = await memberId(ama.request);
  // Only connections can be invited: Kofi and Efua ask, Ama accepts.
  for (const other of [kofi, efua]) {
    await sendRequest(other.request, amaId);
    const received = (await (await ama.request.get('/api/v1/connections/requests?direction=received')).json()) as {
      items: Array<{ id: string }>;
    };
    await call(ama.request, `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
  }
  const title = `Chop bar website ${Math.random().toString(36).slice(2, 6)}`;
  const project = (await (await call(ama.request, '/api/v1/workspace/projects', { title })).json()) as { id: string };
  for (const [other, role] of [
    [kofi, 'member'],
    [efua, 'viewer'],
  ] as const) {
    await call(ama.request, `/api/v1/workspace/projects/${project.id}/members`, { memberId: await memberId(other.request), role });
    await call(other.request, `/api/v1/workspace/invitations/${project.id}`, { accept: true });
  }

  // Each opens the team chat from the project page's link.
  for (const m of [ama, kofi, efua]) {
    await m.page.goto(`/app/messages?project=${project.id}`);
    await expect(m.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(m.page.getByText('3 members')).toBeVisible();
  }

  // Ama writes: both see it live, with her name on the bubble.
  await send(ama.page, 'Akwaaba, team! Standup at ten.');
  for (const m of [kofi, efua]) {
    await expect(chat(m.page, title)).toContainText('Akwaaba, team! Standup at ten.');
    await expect(chat(m.page, title)).toContainText(ama.name);
  }
  // Both have the chat open: Ama's message is read by both.
  await expect(chat(ama.page, title).getByTestId('read-by')).toHaveText('Read by 2');

  // Kofi types: Ama and Efua see who.
  await composer(kofi.page).pressSequentially('I will', { delay: 50 });
  await expect(ama.page.getByText('Kofi is typing…')).toBeVisible();
  await expect(efua.page.getByText('Kofi is typing…')).toBeVisible();
  await composer(kofi.page).pressSequentially(' be there.');
  await composer(kofi.page).press('Enter');
  await expect(chat(ama.page, title)).toContainText('I will be there.');
  await expect(chat(efua.page, title)).toContainText(kofi.name);

  // The client writes too; everyone has it.
  await send(efua.page, 'Can I see the menu page by Friday?');
  await expect(chat(ama.page, title)).toContainText('Can I see the menu page by Friday?');
  await expect(chat(kofi.page, title)).toContainText('Can I see the menu page by Friday?');
  await expect(chat(efua.page, title).getByTestId('read-by').last()).toHaveText('Read by 2');

  // The list names it after the project.
  await expect(ama.page.getByRole('link', { name: new RegExp(`^Conversation with ${title}`) })).toBeVisible();

  for (const m of [ama, kofi, efua]) await m.close();
});
