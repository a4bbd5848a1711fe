import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { expect, newMember, registerByApi, test, type Member } from '../fixtures/test.js';

/** A member in their own browser (context), signed in, on the dashboard. */
async function memberPage(browser: Browser, baseURL: string, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerByApi(page.request, member);
  await page.goto('/app/dashboard');
  return page;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( \\d+)?$`) });
/** A unique surname of letters only, so a search for the full name finds exactly this member. */
const surname = () => `Live${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('two members connect and disconnect, and each sees the other side live, without reloading', async ({ browser, baseURL }) => {
  const a = newMember({ firstName: 'Akua', lastName: surname() });
  const b = newMember({ firstName: 'Mawuli', lastName: surname() });
  const aPage = await memberPage(browser, baseURL!, a);
  const bPage = await memberPage(browser, baseURL!, b);
  const bName = `${b.firstName} ${b.lastName}`;
  const aName = `${a.firstName} ${a.lastName}`;
  await expect(bell(bPage)).toHaveAccessibleName('Notifications');

  // A finds B and asks to connect, with a note.
  await aPage.goto('/app/connections');
  await aPage.getByRole('searchbox', { name: 'Search people' }).fill(bName);
  const result = aPage.getByRole('region', { name: 'Search results' }).getByRole('article', { name: bName });
  await result.getByRole('button', { name: `Connect with ${bName}` }).click();
  const dialog = aPage.getByRole('dialog', { name: `Connect with ${bName}` });
  await dialog.getByLabel('Personal message (optional)').fill('We met at the Accra tech meetup.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(aPage.getByText(`Connection request sent to ${bName}`)).toBeVisible();

  // B's bell rises without a reload; the notification leads to the request, with the note.
  await expect(bell(bPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(bPage).click();
  await panel(bPage)
    .getByRole('button', { name: new RegExp(`^New connection request: ${aName} wants to connect with you`) })
    .click();
  await expect(bPage).toHaveURL(/\/app\/connections\?tab=requests$/);
  await expect(bell(bPage)).toHaveAccessibleName('Notifications');
  const request = bPage.getByRole('list', { name: 'Requests sent to you' }).getByRole('article', { name: aName });
  await expect(request).toContainText('We met at the Accra tech meetup.');

  // A watches their network tab while B accepts: the accept arrives live, and so does the count.
  await aPage.getByRole('button', { name: 'Clear search' }).click();
  await expect(tab(aPage, 'My Network')).toHaveAccessibleName('My Network 0');
  await request.getByRole('button', { name: `Accept ${aName}` }).click();
  await expect(bPage.getByText(`You are now connected with ${aName}`)).toBeVisible();
  await expect(bell(aPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(tab(aPage, 'My Network')).toHaveAccessibleName('My Network 1');
  const bCard = aPage.getByRole('list', { name: 'Your connections' }).getByRole('article', { name: bName });
  // B has the page open, so A sees B online.
  await expect(bCard.getByText('Online')).toBeAttached();
  await expect(tab(bPage, 'My Network')).toHaveAccessibleName('My Network 1');

  // A opens the accepted notification: it goes to Connections.
  await bell(aPage).click();
  await panel(aPage)
    .getByRole('button', { name: new RegExp(`^Connection accepted: ${bName} accepted your connection request`) })
    .click();
  await expect(aPage).toHaveURL(/\/app\/connections$/);

  // B removes A: both counts drop, A's without a reload.
  await tab(bPage, 'My Network').click();
  const aCard = bPage.getByRole('list', { name: 'Your connections' }).getByRole('article', { name: aName });
  await aCard.getByRole('button', { name: `More actions for ${aName}` }).click();
  await bPage.getByRole('menuitem', { name: 'Remove connection' }).click();
  await bPage.getByRole('dialog', { name: 'Remove connection?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(bPage.getByText(`${aName} was removed from your network`)).toBeVisible();
  await expect(tab(bPage, 'My Network')).toHaveAccessibleName('My Network 0');
  await expect(tab(aPage, 'My Network')).toHaveAccessibleName('My Network 0');
  await expect(bCard).toHaveCount(0);

  // Clearing up: B marks everything read and deletes the request notification.
  await bell(bPage).click();
  const item = panel(bPage).getByRole('listitem').filter({ hasText: 'New connection request' });
  await item.getByRole('button', { name: `Delete notification: New connection request — ${aName} wants to connect with you` }).click();
  await expect(item).toHaveCount(0);
  await expect(panel(bPage).getByText('No notifications yet')).toBeVisible();

  await aPage.context().close();
  await bPage.context().close();
});

test('a tab whose socket dropped gets what it missed when it comes back, once', async ({ browser, baseURL }) => {
  const a = newMember({ firstName: 'Selorm', lastName: surname() });
  const b = newMember({ firstName: 'Naa', lastName: surname() });
  const aPage = await memberPage(browser, baseURL!, a);
  // B's socket goes through a route the test can cut, as a flaky network would.
  const context = await browser.newContext({ baseURL });
  let cut = false;
  const open: WebSocketRoute[] = [];
  await context.routeWebSocket(/\/api\/realtime/, (ws) => {
    if (cut) return ws.close({ code: 4000, reason: 'network down' });
    ws.connectToServer();
    open.push(ws);
  });
  const bPage = await context.newPage();
  const connected = new Promise<void>((resolve) =>
    bPage.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('"hello"') && resolve())),
  );
  await registerByApi(bPage.request, b);
  // The bell's first read must be answered before A's request exists: on a loaded machine it
  // was once answered after it, and the tab knew without its socket.
  const bellLoaded = bPage.waitForResponse((r) => r.url().includes('/api/v1/notifications') && r.ok());
  await bPage.goto('/app/dashboard');
  const bId = ((await (await bPage.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
  await expect(bell(bPage)).toHaveAccessibleName('Notifications');
  // Its socket is open (the server said hello), so it has a cursor to resume from.
  await connected;
  await bellLoaded;

  // The connection drops and stays down while A's request arrives on the server.
  cut = true;
  for (const ws of open.splice(0)) await ws.close({ code: 4000, reason: 'network down' });
  const csrf = (await aPage.context().cookies()).find((c) => c.name === 'sl_csrf')!.value;
  const sent = await aPage.request.post('/api/v1/connections/requests', { headers: { 'x-csrf-token': csrf }, data: { personId: bId } });
  expect(sent.status()).toBe(201);
  // Not a wait for something to happen: proof that nothing reached the cut-off tab.
  await bPage.waitForTimeout(1_500);
  expect(await bell(bPage).getAttribute('aria-label')).toBe('Notifications');

  // The network comes back: the tab reconnects by itself and the missed notification shows, once.
  cut = false;
  // What the browser says when the network returns: the client retries at once instead of
  // waiting out its backoff (which by now may be several seconds).
  await bPage.evaluate(() => window.dispatchEvent(new Event('online')));
  // (A retry already under way when the event fires still waits for its backoff, hence the margin.)
  await expect(bell(bPage)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell(bPage).click();
  await expect(panel(bPage).getByRole('listitem').filter({ hasText: 'New connection request' })).toHaveCount(1);

  await aPage.context().close();
  await context.close();
});
