import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type Sharp from 'sharp';
import { connect, person } from '../fixtures/chat-people.js';
import { expect, test } from '../fixtures/test.js';

// Attachments in messages (issue 28 §5, ADR 072): Ama, on a 360 px phone, sends a photo from her
// camera and a PDF; Kofi's open chat shows the thumbnail and the document live. The 4 MB photo
// leaves the phone as a WebP of at most 1600 px and 400 KB. Written offline, a photo waits
// on the device through a reload and goes once when the connection is back.

// sharp is the server's image library; the journey borrows it to make a camera-like photo.
const sharp = createRequire(new URL('../../apps/server/package.json', import.meta.url))('sharp') as typeof Sharp;

let photoMade: Promise<Buffer> | undefined;
/**
 * A phone camera's 12 MP JPEG of 4000×3000 (a gradient, shapes and grain, so it does not
 * compress to nothing), about 4 MB, made once per run: drawing it takes seconds on a busy machine.
 */
function cameraPhoto(): Promise<Buffer> {
  photoMade ??= (async () => {
    const [width, height] = [4000, 3000];
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 25 };
    // Grain drawn at a quarter of the size and enlarged: soft like a phone sensor's, and cheap to make.
    const quarter = { width: width / 4, height: height / 4, channels: 3 as const, background: '#808080', noise };
    const grain = await sharp({ create: quarter }).resize(width, height).png().toBuffer();
    const circles = Array.from(
      { length: 300 },
      (_, i) =>
        `<circle cx="${(i * 7919) % width}" cy="${(i * 104729) % height}" r="${20 + ((i * 31) % 200)}" fill="hsl(${(i * 47) % 360},60%,50%)" fill-opacity="0.7"/>`,
    ).join('');
    const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4a259"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
    return sharp(Buffer.from(scene))
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 97 })
      .toBuffer();
  })();
  return photoMade;
}

/** The smallest valid PDF: one empty page. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const history = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const picker = (page: Page) => page.locator('input[type=file]');

/** Bytes of every upload chunk that reached the server. */
function countUploads(page: Page) {
  const sent = { bytes: 0, chunks: 0 };
  page.on('requestfinished', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/v1/messages/uploads/')) {
      sent.chunks += 1;
      sent.bytes += request.postDataBuffer()?.length ?? 0;
    }
  });
  return sent;
}

interface Attachment {
  kind: string;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}
async function lastMessage(page: Page, conversationId: string) {
  const page_ = (await (await page.request.get(`/api/v1/conversations/${conversationId}/messages`)).json()) as {
    items: Array<{ content: string; attachments: Attachment[] }>;
  };
  return page_.items;
}

// One worker for both: the photo is made once, and two Chromiums encoding photos at once on a
// busy machine would only slow each other down.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await cameraPhoto();
});

test('a photo and a PDF: the photo leaves the phone small, the other member sees both live', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const ama = await person(browser, baseURL!, 'Ama', { phone: true, prefix: 'Att' });
  const kofi = await person(browser, baseURL!, 'Kofi', { prefix: 'Att' });
  await connect(ama, kofi);

  await ama.page.goto(`/app/messages?with=${kofi.id}`);
  await composer(ama.page).fill('Hello Kofi');
  await composer(ama.page).press('Enter');
  await ama.page.waitForURL(/\/app\/messages\/[^/?]+$/);
  const conversationId = new URL(ama.page.url()).pathname.split('/').pop()!;
  await kofi.page.goto(`/app/messages/${conversationId}`);
  // The first visit loads the messaging page's code: slow on a busy machine.
  await expect(history(kofi.page, ama.name)).toContainText('Hello Kofi', { timeout: 45_000 });

  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  const sent = countUploads(ama.page);
  // The connection drops during the first chunk: the upload asks where the server is and goes on.
  let dropped = 0;
  await ama.page.route('**/api/v1/messages/uploads/*', (route) =>
    route.request().method() === 'PATCH' && dropped++ === 0 ? route.abort('connectionreset') : route.fallback(),
  );
  await picker(ama.page).setInputFiles([
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'Shop plan.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
  ]);
  const chips = ama.page.getByRole('list', { name: 'Files to send' });
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(chips).toContainText('IMG_2041.jpg');
  await expect(ama.page.getByRole('checkbox', { name: 'Send photos in full quality' })).not.toBeChecked();
  // A phone's width: nothing sticks out sideways.
  expect(await ama.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await composer(ama.page).fill('The new stall at Makola');
  await ama.page.getByRole('button', { name: 'Send' }).click();

  // Kofi's open chat shows the thumbnail (loaded) and the document, without a reload.
  const kofiHistory = history(kofi.page, ama.name);
  // Decoding and encoding a 12 MP photo takes a phone a second or two; a busy test machine, far longer.
  await expect(kofiHistory).toContainText('The new stall at Makola', { timeout: 90_000 });
  const thumb = kofiHistory.getByRole('button', { name: /^Open photo IMG_2041/ }).locator('img');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(kofiHistory.getByRole('link', { name: /Shop plan\.pdf/ })).toBeVisible();

  // What went up: a WebP of at most 1600 px, within the 400 KB budget, the PDF as it is.
  const [stored] = (await lastMessage(kofi.page, conversationId)).slice(-1);
  const image = stored!.attachments.find((a) => a.kind === 'image')!;
  expect(image).toMatchObject({ mime: 'image/webp' });
  expect(Math.max(image.width!, image.height!)).toBeLessThanOrEqual(1600);
  expect(image.size).toBeLessThanOrEqual(400 * 1024);
  expect(stored!.attachments.find((a) => a.kind === 'document')).toMatchObject({ mime: 'application/pdf', name: 'Shop plan.pdf' });
  expect(dropped).toBeGreaterThan(1);
  expect(sent.bytes).toBeLessThanOrEqual(400 * 1024 + tinyPdf().length);
  // The full photo opens on a tap; Ama's 360 px chat still fits.
  await kofiHistory.getByRole('button', { name: /^Open photo IMG_2041/ }).click();
  await expect(kofi.page.getByRole('dialog').getByRole('img')).toBeVisible();
  await expect(history(ama.page, kofi.name).getByRole('button', { name: /^Open photo IMG_2041/ })).toBeVisible();
  expect(await ama.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await ama.page.context().close();
  await kofi.page.context().close();
});

test('a photo written offline waits on the device through a reload and is sent once', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const ama = await person(browser, baseURL!, 'Ama', { phone: true, prefix: 'Att' });
  const kofi = await person(browser, baseURL!, 'Kofi', { prefix: 'Att' });
  await connect(ama, kofi);

  await ama.page.goto(`/app/messages?with=${kofi.id}`);
  await composer(ama.page).fill('Hello Kofi');
  await composer(ama.page).press('Enter');
  await ama.page.waitForURL(/\/app\/messages\/[^/?]+$/);
  const conversationId = new URL(ama.page.url()).pathname.split('/').pop()!;
  await kofi.page.goto(`/app/messages/${conversationId}`);
  // The first visit loads the messaging page's code: slow on a busy machine.
  await expect(history(kofi.page, ama.name)).toContainText('Hello Kofi', { timeout: 45_000 });
  await ama.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const photo = await cameraPhoto();

  // Offline: written with a photo, it waits; a reload keeps it (the photo is on the device).
  await ama.page.context().setOffline(true);
  await picker(ama.page).setInputFiles([{ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await composer(ama.page).fill('The receipt, from the trotro');
  await composer(ama.page).press('Enter');
  const amaHistory = history(ama.page, kofi.name);
  // Made small on the phone first (a second or two, more on a busy machine), then it waits.
  await expect(amaHistory).toContainText('The receipt, from the trotro', { timeout: 90_000 });
  await expect(amaHistory.getByRole('img', { name: 'Sending' }).last()).toBeVisible();
  await ama.page.reload();
  await expect(amaHistory).toContainText('The receipt, from the trotro');
  await expect(amaHistory).toContainText('receipt.webp');

  await ama.page.context().setOffline(false);
  await ama.page.evaluate(() => window.dispatchEvent(new Event('online')));
  const kofiHistory = history(kofi.page, ama.name);
  await expect(kofiHistory).toContainText('The receipt, from the trotro', { timeout: 30_000 });
  await expect(kofiHistory.getByRole('button', { name: /^Open photo receipt/ }).locator('img')).toBeVisible();
  await expect(amaHistory.getByRole('img', { name: /Sent|Delivered|Read/ }).last()).toBeVisible({ timeout: 30_000 });
  const items = await lastMessage(kofi.page, conversationId);
  expect(items.filter((m) => m.content === 'The receipt, from the trotro')).toHaveLength(1);
  expect(items.at(-1)!.attachments).toHaveLength(1);

  await ama.page.context().close();
  await kofi.page.context().close();
});
