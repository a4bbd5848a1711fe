import type { Page } from '@playwright/test';
import { connect, person } from '../fixtures/chat-people.js';
import { expect, test } from '../fixtures/test.js';

// Messages offline (issue 28 §1–2, ADRs 070–071): Esi reads a conversation on her phone; offline,
// the reloaded page shows the shell, the conversation and its last messages from the device, and
// says since when; a message she writes offline waits and is sent once when she is back.

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const history = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** What the device kept for reading offline (IndexedDB), as text. */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('sl-offline');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve('');
          const get = db.transaction('kv').objectStore('kv').get('queries');
          get.onsuccess = () => resolve(String(get.result ?? ''));
          get.onerror = () => resolve('');
        };
      }),
  );

test('a conversation reads offline, and a message written offline is sent once on reconnect', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const esi = await person(browser, baseURL!, 'Esi', { phone: true, prefix: 'Off' });
  const yaw = await person(browser, baseURL!, 'Yaw', { prefix: 'Off' });
  await connect(esi, yaw);

  await esi.page.goto(`/app/messages?with=${yaw.id}`);
  await send(esi.page, 'Did you get the workshop slides?');
  await yaw.page.goto(`/app/messages?with=${esi.id}`);
  await send(yaw.page, 'Yes, thank you! See you at the Osu hub.');
  await expect(history(esi.page, yaw.name)).toContainText('See you at the Osu hub.');

  // The worker controls Esi's tab and the conversation is on the device.
  await esi.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => kept(esi.page), { timeout: 15_000 }).toContain('See you at the Osu hub.');

  // Offline: the reloaded page shows the conversation from the device, and since when.
  await esi.page.context().setOffline(true);
  await esi.page.reload();
  await expect(history(esi.page, yaw.name)).toContainText('See you at the Osu hub.');
  await expect(history(esi.page, yaw.name)).toContainText('Did you get the workshop slides?');
  await expect(esi.page.getByRole('status').filter({ hasText: /^Offline — last updated \d\d:\d\d/ })).toBeVisible();

  // Written offline, it waits; back online, it goes once.
  await send(esi.page, 'Written on the trotro, offline.');
  await expect(history(esi.page, yaw.name)).toContainText('Written on the trotro, offline.');
  await esi.page.context().setOffline(false);
  await esi.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(history(yaw.page, esi.name)).toContainText('Written on the trotro, offline.', { timeout: 30_000 });
  await expect(
    history(esi.page, yaw.name)
      .getByRole('img', { name: /Sent|Delivered|Read/ })
      .last(),
  ).toBeVisible({ timeout: 30_000 });
  const text = (await history(yaw.page, esi.name).innerText()).replace(/\s+/g, ' ');
  expect(text.split('Written on the trotro, offline.').length - 1).toBe(1);

  await esi.page.context().close();
  await yaw.page.context().close();
});
