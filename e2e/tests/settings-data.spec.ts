import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { openMail } from '../fixtures/mailbox.js';
import { csrfToken, expect, logInThroughUi, newMember, registerByApi, test, type Member } from '../fixtures/test.js';

// Settings → notifications and your data (the privacy/notifications/data issue):
//
// 1. E-mail digest: a member on the default settings (daily summary, every e-mail switch on)
//    gets a connection request, which waits for the digest; the digest reaches the dev mailbox
//    listing the request, its per-kind "Stop e-mails about connection requests" link works
//    signed out (confirmation page, then the button), and Settings → Notifications then shows
//    only that kind's e-mail switch off.
// 2. Deleting the account: B asks in Settings → Your data (password again) and sees the date
//    14 days ahead; the development sweep on a clock moved 13 days ahead erases nothing (B is
//    still named for A); moved 15 days ahead it erases B, whose sign-in is then refused with the
//    server's message, while A still reads B's message, shown as from "Deleted member".

const DAY = 86_400_000;

interface Person {
  context: BrowserContext;
  page: Page;
  member: Member;
  id: string;
  name: string;
}

/** Letters only, so names never collide between runs. */
const surname = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A fresh, verified member signed in in a browser context of their own. */
async function person(browser: Browser, baseURL: string, firstName: string, lastPrefix: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = newMember({ firstName, lastName: surname(lastPrefix) });
  await registerByApi(page.request, member);
  return { context, page, member, id: await myId(page.request), name: `${member.firstName} ${member.lastName}` };
}

async function myId(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;
}

async function post(request: APIRequestContext, url: string, data: object = {}): Promise<Record<string, unknown>> {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

/** The notification kinds of Settings → Notifications, as the table names their rows. */
const KINDS = ['Connection requests', 'Accepted requests', 'Messages', 'Profile views', 'Achievements', 'Other updates'];

test('e-mail digest in the dev mailbox with a working unsubscribe', async ({ page, browser, baseURL, member }) => {
  test.setTimeout(120_000);
  const to = member.email.toLowerCase();

  // Another member asks to connect (a digest kind: it waits for the daily summary).
  const kojo = await person(browser, baseURL!, 'Kojo', 'Digest');
  await post(kojo.page.request, '/api/v1/connections/requests', { personId: await myId(page.request) });
  await kojo.context.close();

  // The summary is due at 8:00 the member's time; the development trigger sends it now.
  await post(page.request, '/dev/notification-mails/run');

  // The dev mailbox has the summary, listing the request.
  const mail = await openMail(page, to, /Your daily SkillLink summary$/);
  await expect(mail).toContainText(`${kojo.name} wants to connect with you`);

  // Its per-kind link asks first; the button unsubscribes (no sign-in needed: the token is the key).
  await page.context().clearCookies();
  await mail.getByRole('link', { name: 'Stop e-mails about connection requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these e-mails?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  // The page leads to the settings, which ask to sign in first; there, Notifications shows
  // only the connection requests' e-mail switch off.
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logInThroughUi(page, member.email, member.password);
  // The unsubscribe page's link opens the Notifications tab itself.
  await expect(page).toHaveURL(/\/app\/settings\?tab=notifications/);
  const settings = page.getByRole('form', { name: 'Notifications' });
  await expect(settings.getByRole('switch', { name: 'Connection requests by e-mail' })).toHaveAttribute('aria-checked', 'false');
  await expect(settings.getByRole('switch', { name: 'Connection requests in the app' })).toHaveAttribute('aria-checked', 'true');
  for (const kind of KINDS.slice(1)) {
    await expect(settings.getByRole('switch', { name: `${kind} by e-mail` })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(settings.getByRole('radio', { name: 'Daily, at 8:00' })).toBeChecked();
});

test('delete → sign-in refused after the grace period; the member’s messages show “Deleted member” to the other side', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const a = await person(browser, baseURL!, 'Adwoa', 'Stays');
  const b = await person(browser, baseURL!, 'Kwesi', 'Leaves');
  const text = `Thanks for the intro, see you in Takoradi ${surname('')}`;

  // Setup through the API: A and B are connected, B writes to A.
  await post(a.page.request, '/api/v1/connections/requests', { personId: b.id });
  const received = (await (await b.page.request.get('/api/v1/connections/requests?direction=received')).json()) as {
    items: Array<{ id: string }>;
  };
  await post(b.page.request, `/api/v1/connections/requests/${received.items[0]!.id}/accept`);
  const started = await post(b.page.request, '/api/v1/conversations', { personId: a.id });
  const conversationId = (started.conversation as { id: string }).id;
  await post(b.page.request, `/api/v1/conversations/${conversationId}/messages`, { clientId: `b-${Date.now()}`, content: text });

  // B, in Settings → Your data, deletes the account, the password asked again.
  await b.page.goto('/app/settings?tab=data');
  await b.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password', { exact: true }).fill(b.member.password);
  const asked = Date.now();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();
  const scheduled = b.page.getByRole('status').filter({ hasText: 'Your account will be deleted on' });
  await expect(scheduled).toBeVisible();
  // The date shown is the server's, 14 days from now.
  const { scheduledFor } = (await (await b.page.request.get('/api/v1/account/deletion')).json()) as { scheduledFor: string };
  expect(Math.abs(new Date(scheduledFor).getTime() - (asked + 14 * DAY))).toBeLessThan(60_000);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Africa/Accra' }).format(new Date(scheduledFor));
  await expect(scheduled).toContainText(`Your account will be deleted on ${day}.`);
  await expect(b.page.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();

  // 13 days later (the sweep run on a clock moved ahead): nothing is erased yet. B does not sign
  // in (that would cancel the deletion): A still sees B by name, and B's deletion still waits.
  const early = await post(a.page.request, '/api/v1/dev/account-deletions/run', { days: 13 });
  expect(early).toHaveProperty('erased');
  await a.page.goto('/app/messages');
  const rowOfB = a.page.getByRole('link', { name: new RegExp(`^Conversation with ${b.name}`) });
  await expect(rowOfB).toBeVisible();
  await b.page.reload();
  await expect(scheduled).toContainText(`Your account will be deleted on ${day}.`);

  // 15 days later: B is erased.
  const swept = await post(a.page.request, '/api/v1/dev/account-deletions/run', { days: 15 });
  expect(swept.erased).toBeGreaterThanOrEqual(1);

  // B's sign-in is refused with the server's message, and B stays on the sign-in page.
  await b.page.goto('/auth/login');
  await logInThroughUi(b.page, b.member.email, b.member.password);
  await expect(b.page.getByText('Invalid e-mail or password')).toBeVisible();
  await expect(b.page).toHaveURL(/\/auth\/login/);

  // A still has the conversation and B's message; its author is now "Deleted member".
  await a.page.reload();
  await expect(a.page.getByRole('link', { name: new RegExp(`^Conversation with ${b.name}`) })).toHaveCount(0);
  await a.page.getByRole('link', { name: /^Conversation with Deleted member/ }).click();
  const log = a.page.getByRole('log', { name: 'Messages with Deleted member' });
  await expect(log).toContainText(text);
  await expect(a.page.getByText(b.member.lastName)).toHaveCount(0);
  // Nobody can answer a deleted account: the message box gives way to a note.
  await expect(a.page.getByText('This member deleted their account: the conversation stays, but no one can reply.')).toBeVisible();
  await expect(a.page.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
