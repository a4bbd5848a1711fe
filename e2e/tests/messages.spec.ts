import type { APIRequestContext, Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { csrfToken, expect, newMember, registerByApi, test, type Member } from '../fixtures/test.js';

// Messaging journeys: two members, each in their own browser context, against the
// real server. Every context can cut its realtime socket (routeWebSocket), which is how a
// dropped connection looks to the app; context.setOffline cuts plain HTTP too.

interface Person {
  page: Page;
  context: BrowserContext;
  member: Member;
  id: string;
  name: string;
  /** Closes the open realtime sockets and refuses new ones until `restore()`. */
  cut(): void;
  restore(): void;
}

/** A unique surname of letters only, so names never collide between runs. */
const surname = () => `Chat${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function person(browser: Browser, baseURL: string, firstName: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  let down = false;
  const open: WebSocketRoute[] = [];
  await context.routeWebSocket(/\/api\/realtime/, (ws) => {
    if (down) return ws.close({ code: 4000, reason: 'network down' });
    ws.connectToServer();
    open.push(ws);
  });
  const page = await context.newPage();
  const member = newMember({ firstName, lastName: surname() });
  await registerByApi(page.request, member);
  const id = ((await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
  return {
    page,
    context,
    member,
    id,
    name: `${member.firstName} ${member.lastName}`,
    cut() {
      down = true;
      for (const ws of open.splice(0)) void ws.close({ code: 4000, reason: 'network down' });
    },
    restore() {
      down = false;
    },
  };
}

async function post(request: APIRequestContext, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A asks, B accepts: the two are connections. */
async function connect(a: Person, b: Person): Promise<void> {
  await post(a.page.request, '/api/v1/connections/requests', { personId: b.id });
  const received = (await (await b.page.request.get('/api/v1/connections/requests?direction=received')).json()) as {
    items: Array<{ id: string }>;
  };
  await post(b.page.request, `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const history = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^Conversation with ${name}`) });
const onlineWhenSocketUp = (page: Page) =>
  new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('"hello"') && resolve())),
  );

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test('two connections talk live: unread, delivered and read, typing, edit and delete', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL!, 'Adwoa');
  const b = await person(browser, baseURL!, 'Kojo');
  await connect(a, b);

  // B waits on the messages page; A starts from the connection's Message link.
  await b.page.goto('/app/messages');
  await expect(b.page.getByText('No conversations')).toBeVisible();
  await a.page.goto(`/app/messages?with=${b.id}`);
  await expect(a.page.getByText('Start the conversation')).toBeVisible();
  await send(a.page, 'Hello Kojo! Are you free for the Accra meetup on Friday?');
  await expect(composer(a.page)).toHaveValue('');

  // B sees it arrive with an unread badge, and the tab title counts it.
  await expect(row(b.page, a.name)).toHaveAccessibleName(`Conversation with ${a.name}, 1 unread message`);
  await expect(b.page).toHaveTitle(/^\(1\) /);

  // A sees Delivered (B's device has it), then Read once B opens the conversation.
  const aBubbles = history(a.page, b.name);
  await expect(aBubbles.getByRole('img', { name: 'Delivered' })).toHaveCount(1);
  await row(b.page, a.name).click();
  await expect(history(b.page, a.name)).toContainText('Are you free for the Accra meetup on Friday?');
  await expect(aBubbles.getByRole('img', { name: 'Read' })).toHaveCount(1);
  await expect(b.page).not.toHaveTitle(/^\(\d+\) /);

  // B types: A sees the indicator, which clears a few seconds after B stops.
  await composer(b.page).pressSequentially('Yes, I', { delay: 50 });
  await expect(a.page.getByText(`${b.member.firstName} is typing…`)).toBeVisible();
  await expect(a.page.getByText(`${b.member.firstName} is typing…`)).toBeHidden({ timeout: 20_000 });
  await composer(b.page).press('Shift+Enter');
  await composer(b.page).pressSequentially('will be there.');
  await expect(composer(b.page)).toHaveValue('Yes, I\nwill be there.');
  await composer(b.page).press('Enter');
  await expect(aBubbles).toContainText('will be there.');

  // A edits the first message (double-click) and deletes it afterwards; B sees both.
  await aBubbles.getByText('Hello Kojo! Are you free for the Accra meetup on Friday?').dblclick();
  const editor = a.page.getByRole('textbox', { name: 'Edit your message' });
  await editor.fill('Hello Kojo! Are you free for the Kumasi meetup on Friday?');
  await editor.press('Enter');
  await expect(history(b.page, a.name)).toContainText('Kumasi meetup');
  await expect(history(b.page, a.name)).toContainText('edited');
  await aBubbles.getByRole('button', { name: 'Delete message' }).first().click();
  await a.page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete message' }).click();
  await expect(history(b.page, a.name)).toContainText('message deleted');
  await expect(history(b.page, a.name)).not.toContainText('Kumasi meetup');

  await a.context.close();
  await b.context.close();
});

test('a member who was offline gets every message once, in order, when back', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL!, 'Esi');
  const b = await person(browser, baseURL!, 'Yaw');
  await connect(a, b);
  await a.page.goto(`/app/messages?with=${b.id}`);
  await send(a.page, 'First, before you left.');
  await b.page.goto('/app/messages');
  await row(b.page, a.name).click();
  await expect(history(b.page, a.name)).toContainText('First, before you left.');

  // B drops off the network; A sends three messages.
  await b.context.setOffline(true);
  b.cut();
  for (const text of ['One: the agenda is ready.', 'Two: the venue moved to Osu.', 'Three: see you at 10.']) await send(a.page, text);
  await expect(history(a.page, b.name).getByRole('img', { name: 'Sent' })).toHaveCount(3);

  // B comes back: all three, once each, in order.
  const back = onlineWhenSocketUp(b.page);
  b.restore();
  await b.context.setOffline(false);
  await b.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await back;
  const log = history(b.page, a.name);
  await expect(log).toContainText('Three: see you at 10.', { timeout: 30_000 });
  const text = (await log.innerText()).replace(/\s+/g, ' ');
  for (const part of ['One: the agenda is ready.', 'Two: the venue moved to Osu.', 'Three: see you at 10.']) {
    expect(text.split(part).length - 1, part).toBe(1);
  }
  expect(text.indexOf('One:')).toBeLessThan(text.indexOf('Two:'));
  expect(text.indexOf('Two:')).toBeLessThan(text.indexOf('Three:'));

  await a.context.close();
  await b.context.close();
});

test('a message sent while the recipient had no page open shows Delivered once they come back', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL!, 'Akua');
  const b = await person(browser, baseURL!, 'Kofi');
  await connect(a, b);
  // B has no page of the app open: nothing of theirs can receive it.
  await a.page.goto(`/app/messages?with=${b.id}`);
  await send(a.page, 'Are you coming to the design review?');
  const aBubbles = history(a.page, b.name);
  await expect(aBubbles.getByRole('img', { name: 'Sent' })).toHaveCount(1);

  // B comes back to the list (not the conversation, which would make it Read): A sees Delivered live.
  await b.page.goto('/app/messages');
  await expect(row(b.page, a.name)).toHaveAccessibleName(`Conversation with ${a.name}, 1 unread message`);
  await expect(aBubbles.getByRole('img', { name: 'Delivered' })).toHaveCount(1);

  await a.context.close();
  await b.context.close();
});

test('a message written offline survives a reload and is sent once when back online', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL!, 'Akosua');
  const b = await person(browser, baseURL!, 'Kwesi');
  await connect(a, b);
  await b.page.goto('/app/messages');
  await a.page.goto(`/app/messages?with=${b.id}`);
  await expect(a.page.getByText('Start the conversation')).toBeVisible();

  // A's network to the API and the socket are down (the page itself can still reload).
  a.cut();
  await a.page.route('**/api/v1/conversations/*/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await send(a.page, 'Written on the trotro with no signal.');
  const pending = history(a.page, b.name).getByRole('img', { name: 'Sending' });
  await expect(pending).toHaveCount(1);

  await a.page.reload();
  await expect(history(a.page, b.name)).toContainText('Written on the trotro with no signal.');
  await expect(pending).toHaveCount(1);

  // The network returns: the outbox sends it, and B gets it exactly once.
  await a.page.unroute('**/api/v1/conversations/*/messages');
  a.restore();
  await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(history(a.page, b.name).getByRole('img', { name: /^(Sent|Delivered|Read)$/ })).toHaveCount(1, { timeout: 30_000 });
  await row(b.page, a.name).click();
  // innerText does not wait: let the history load before counting the copies in it.
  await expect(history(b.page, a.name)).toContainText('Written on the trotro with no signal.');
  const text = await history(b.page, a.name).innerText();
  expect(text.split('Written on the trotro with no signal.').length - 1).toBe(1);

  await a.context.close();
  await b.context.close();
});

test('messaging someone who is not a connection is refused', async ({ browser, baseURL }) => {
  const a = await person(browser, baseURL!, 'Nana');
  const stranger = await person(browser, baseURL!, 'Fiifi');
  await a.page.goto(`/app/messages?with=${stranger.id}`);
  await expect(a.page.getByText('User not found in connections')).toBeVisible();
  const res = await a.page.request.post('/api/v1/conversations', {
    headers: { 'x-csrf-token': await csrfToken(a.page.request) },
    data: { personId: stranger.id },
  });
  expect(res.status()).toBe(403);
  await a.context.close();
  await stranger.context.close();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('one pane at a time with a back button, no sideways scrolling, in both themes', async ({ page, browser, baseURL }) => {
    const friend = await person(browser, baseURL!, 'Kofi');
    const me = newMember({ firstName: 'Ewurabena', lastName: surname() });
    await registerByApi(page.request, me);
    const myId = ((await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
    await post(friend.page.request, '/api/v1/connections/requests', { personId: myId });
    const received = (await (await page.request.get('/api/v1/connections/requests?direction=received')).json()) as {
      items: Array<{ id: string }>;
    };
    await post(page.request, `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
    const started = (await post(friend.page.request, '/api/v1/conversations', { personId: myId })) as { conversation: { id: string } };
    await post(friend.page.request, `/api/v1/conversations/${started.conversation.id}/messages`, {
      clientId: `mobile-${Date.now()}`,
      content: 'A long line to check that nothing on this screen scrolls sideways at three hundred and sixty pixels wide.',
    });

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/app/messages');
      const row = page.getByRole('link', { name: new RegExp(`^Conversation with ${friend.name}`) });
      await expect(row).toBeVisible();
      await expect(composer(page)).toHaveCount(0);
      await row.click();
      await expect(history(page, friend.name)).toContainText('three hundred and sixty pixels');
      await expect(composer(page)).toBeInViewport();
      await expect(row).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `messages at 360 px (${theme})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow in the ${theme} theme`).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Back to conversations' }).click();
      await expect(row).toBeVisible();
    }
    await friend.context.close();
  });
});
