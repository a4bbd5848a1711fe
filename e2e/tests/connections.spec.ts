import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { memberId, namesIn, otherMember, sendRequest, surname, tab, tabCount } from '../fixtures/connections.js';
import { DEMO, expect, logInByApi, newMember, registerByApi, test } from '../fixtures/test.js';

test('the demo account accepts a waiting request: the sender joins My Network and the count rises', async ({ page }) => {
  // The seed has Yaw Darko's request to Ama waiting and Ama's to Chinedu Okafor.
  await logInByApi(page.request, DEMO.email, DEMO.password);
  await page.goto('/app/connections?tab=requests');
  await expect(page).toHaveTitle('Connections | SkillLink');
  await expect(tab(page, 'Requests')).toHaveAttribute('aria-selected', 'true');
  const network = await tabCount(page, 'My Network');

  const received = page.getByRole('list', { name: 'Requests sent to you' });
  const yaw = received.getByRole('article', { name: 'Yaw Darko' });
  await expect(yaw).toContainText('Mobile Developer, Kumasi');
  await expect(yaw.locator('time')).toHaveText(/ago$/);
  const sent = page.getByRole('list', { name: 'Requests you sent' });
  await expect(sent.getByRole('article', { name: 'Chinedu Okafor' })).toContainText('Pending response');
  await expectNoSeriousA11yViolations(page, 'connections requests tab');

  await yaw.getByRole('button', { name: 'Accept Yaw Darko' }).click();
  await expect(page.getByText('You are now connected with Yaw Darko')).toBeVisible();
  await expect(yaw).toHaveCount(0);
  await expect(tab(page, 'My Network')).toHaveAccessibleName(`My Network ${network + 1}`);
  await tab(page, 'My Network').click();
  await expect(page).toHaveURL(/\/app\/connections$/);
  const yawCard = page.getByRole('list', { name: 'Your connections' }).getByRole('article', { name: 'Yaw Darko' });
  await expect(yawCard.getByRole('link', { name: 'Message Yaw Darko' })).toBeVisible();
  // The network statistics follow.
  await expect(page.getByRole('region', { name: 'Network statistics' }).getByText('Total connections').locator('..')).toContainText(
    String(network + 1),
  );

  // The profile summary from a card's name leads to the full profile.
  await yawCard.getByRole('button', { name: 'Yaw Darko', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Yaw Darko' });
  await expect(summary).toContainText('Connected');
  await summary.getByRole('link', { name: 'View full profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yaw Darko' })).toBeVisible();
});

test('the demo account finds a member by skill, sends a request with a note, withdraws it, and follows her', async ({ page }) => {
  await logInByApi(page.request, DEMO.email, DEMO.password);
  await page.goto('/app/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();

  // Search by a skill only Abena Osei has, and ask her to connect, with a note.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('SEO');
  const results = page.getByRole('region', { name: 'Search results' });
  const abena = results.getByRole('article', { name: 'Abena Osei' });
  await expect(abena).toContainText('Digital Marketing Lead at Jumia Ghana');
  await abena.getByRole('button', { name: 'Connect with Abena Osei' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Abena Osei' });
  const note = dialog.getByLabel('Personal message (optional)');
  await expect(note).toBeFocused();
  await note.fill('Hello Abena, I would love to learn about search marketing.');
  await expect(dialog.getByText('58 of 300 characters')).toBeVisible();
  const request = page.waitForResponse((res) => res.url().endsWith('/api/v1/connections/requests') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  expect((await request).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connection request sent to Abena Osei')).toBeVisible();
  await expect(abena.getByRole('button', { name: 'Pending request to Abena Osei' })).toBeDisabled();

  // It is real: the Requests tab lists it, with the note.
  await tab(page, 'Requests').click();
  const mine = page.getByRole('list', { name: 'Requests you sent' }).getByRole('article', { name: 'Abena Osei' });
  await expect(mine).toContainText('Hello Abena, I would love to learn about search marketing.');
  await expect(mine).toContainText('Pending response');

  // Withdraw from the search result's menu; Connect comes back, and the Requests tab follows.
  await abena.getByRole('button', { name: 'More actions for Abena Osei' }).click();
  await page.getByRole('menuitem', { name: 'Withdraw request' }).click();
  await expect(page.getByText('Request to Abena Osei withdrawn')).toBeVisible();
  await expect(abena.getByRole('button', { name: 'Connect with Abena Osei' })).toBeEnabled();
  await expect(mine).toHaveCount(0);

  // Follow her: the Following tab counts and lists her; Unfollow takes her off again.
  const following = await tabCount(page, 'Following');
  await abena.getByRole('button', { name: 'Follow Abena Osei' }).click();
  await expect(abena.getByRole('button', { name: 'Unfollow Abena Osei' })).toBeVisible();
  await expect(tab(page, 'Following')).toHaveAccessibleName(`Following ${following + 1}`);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(results).toBeHidden();
  await tab(page, 'Following').click();
  const followed = page.getByRole('list', { name: 'People you follow' }).getByRole('article', { name: 'Abena Osei' });
  await expect(followed).toBeVisible();
  await page.reload();
  await expect(followed).toBeVisible();
  await expect(tab(page, 'Following')).toHaveAccessibleName(`Following ${following + 1}`);
  await followed.getByRole('button', { name: 'Unfollow Abena Osei' }).click();
  await expect(tab(page, 'Following')).toHaveAccessibleName(`Following ${following}`);
});

test('keyboard focus stays near the card after Follow, Accept, Decline and Remove, and comes back from the dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  const me = newMember({ firstName: 'Esi', lastName: surname('Focus') });
  await registerByApi(page.request, me);
  const myId = await memberId(page.request);
  const senders = [];
  for (const first of ['Kojo', 'Akosua', 'Fiifi']) {
    const sender = await otherMember(browser, baseURL!, { firstName: first, lastName: surname('Focus') });
    await sendRequest(sender.request, myId);
    senders.push(sender);
  }

  await page.goto('/app/connections?tab=requests');
  const received = page.getByRole('list', { name: 'Requests sent to you' });
  await expect(received.getByRole('article')).toHaveCount(3);
  const [first, second, third] = await namesIn(page, 'Requests sent to you');

  // Accept by keyboard: the card leaves, focus goes to the next card's first action.
  await page.getByRole('button', { name: `Accept ${first}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You are now connected with ${first}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Accept ${second}` })).toBeFocused();
  // Decline: the same.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Decline ${second}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Request from ${second} declined`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Accept ${third}` })).toBeFocused();
  // The last one: the tab's one action takes focus.
  await page.keyboard.press('Enter');
  await expect(page.getByText('No pending requests')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discover people' })).toBeFocused();

  // Follow and Unfollow keep focus on the same button, with its new name.
  await tab(page, 'My Network').click();
  const network = page.getByRole('list', { name: 'Your connections' });
  await expect(network.getByRole('article')).toHaveCount(2);
  const [newest, older] = await namesIn(page, 'Your connections');
  await page.getByRole('button', { name: `Follow ${newest}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You are now following ${newest}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Unfollow ${newest}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You no longer follow ${newest}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${newest}` })).toBeFocused();

  // Escape on "Remove connection?" goes back to the card's menu button.
  const more = page.getByRole('button', { name: `More actions for ${newest}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Remove connection' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove connection?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(more).toBeFocused();
  // A confirmed removal: the card leaves, focus goes to the next card's first action.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Remove connection' }).press('Enter');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${newest} was removed from your network`)).toBeVisible();
  await expect(network.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Message ${older}` })).toBeFocused();

  // Search results: Follow keeps focus too.
  await page.getByRole('searchbox', { name: 'Search people' }).fill(older!);
  const result = page.getByRole('region', { name: 'Search results' }).getByRole('article', { name: older });
  await result.getByRole('button', { name: `Follow ${older}` }).focus();
  await page.keyboard.press('Enter');
  await expect(result.getByRole('button', { name: `Unfollow ${older}` })).toBeFocused();
  for (const sender of senders) await sender.close();
});
