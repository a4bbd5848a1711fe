// Issue 28's photo budget: a 4 MB phone photo attached to a message sends ≤ 400 KB (the browser
// makes it a ≤ 1600 px WebP before a byte goes out, apps/web/src/lib/image-compress.ts). The
// demo member opens a conversation in Chromium, attaches the photo through the composer's
// paperclip (the file chooser a member gets), sends it, and we sum the request bodies of the
// upload protocol (POST and PATCH /api/v1/messages/uploads*, packages/contracts'
// message-attachments.ts) as Chromium sent them.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { root } from './config.mjs';
import { PHONE } from './page-loads.mjs';

const TIMEOUT_MS = 120_000;
/** A 12 MP phone camera's frame (4:3). */
const WIDTH = 4032;
const HEIGHT = 3024;
/** Grain amplitude (± levels of 255) and quality chosen so the file lands near 4 MB (a phone's JPEG of a plain scene is 3–5 MB). */
const GRAIN = 13;
const QUALITY = 92;
const SEED = 20_26;
const UPLOADS = /\/api\/v1\/messages\/uploads(\/|$)/;

/**
 * The photo: a smooth synthetic scene — a sky gradient, a sunlit ground, a dozen soft-edged
 * discs and boxes — with mild per-pixel grain (a camera sensor's noise, which is what keeps a
 * real photo from compressing to nothing), encoded by sharp (the server's image library) as a
 * 4:2:0 JPEG at quality 92, as a phone camera does. Deterministic, made once per machine; another
 * `seed` places other shapes in other colours. `detail` (± levels) adds the scene's own texture
 * (hair, fabric, leaves: smooth value noise in cells of 16, 32 and 64 px), which, unlike the
 * grain, survives the server shrinking the photo to an avatar (slow-links-people.mjs).
 */
export async function phonePhoto({ grain = GRAIN, quality = QUALITY, seed: first = SEED, detail = 0 } = {}) {
  const name = `${WIDTH}x${HEIGHT}-g${grain}-q${quality}${first === SEED ? '' : `-s${first}`}${detail ? `-d${detail}` : ''}`;
  const file = join(os.tmpdir(), `skilllink-bench-photo-${name}.jpg`);
  if (existsSync(file)) return { file, bytes: statSync(file).size, width: WIDTH, height: HEIGHT };
  const sharp = createRequire(join(root, 'apps/server/package.json'))('sharp');
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = first;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const shapes = Array.from({ length: 12 }, () => ({
    x: random() * WIDTH,
    y: HEIGHT * (0.3 + random() * 0.6),
    r: 120 + random() * 520,
    box: random() < 0.4,
    color: [random() * 255, random() * 255, random() * 255],
  }));
  const texture = detail ? textureOf(random, detail) : () => 0;
  const horizon = HEIGHT * 0.45;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = y / HEIGHT;
      let rgb =
        y < horizon
          ? [90 + 120 * t, 150 + 80 * t, 235 - 30 * t] // sky, lighter towards the horizon
          : [120 + 60 * (x / WIDTH), 140 - 40 * t, 60 + 30 * t]; // ground, lit from the left
      for (const s of shapes) {
        const d = s.box ? Math.max(Math.abs(x - s.x), Math.abs(y - s.y)) : Math.hypot(x - s.x, y - s.y);
        const edge = Math.min(1, Math.max(0, (s.r - d) / 40)); // soft edges, as a lens draws them
        if (edge > 0) rgb = rgb.map((c, i) => c * (1 - edge) + s.color[i] * (0.7 + 0.3 * (1 - d / s.r)) * edge);
      }
      const noise = (random() - 0.5) * 2 * grain + texture(x, y);
      const at = (y * WIDTH + x) * 3;
      for (let i = 0; i < 3; i++) pixels[at + i] = Math.max(0, Math.min(255, Math.round(rgb[i] + noise)));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0', mozjpeg: false })
    .toBuffer();
  mkdirSync(os.tmpdir(), { recursive: true });
  writeFileSync(file, jpeg);
  return { file, bytes: jpeg.length, width: WIDTH, height: HEIGHT };
}

/** (x, y) → ± `amplitude` levels of smooth value noise, three octaves of 64, 32 and 16 px cells. */
function textureOf(random, amplitude) {
  const octaves = [64, 32, 16].map((cell, i) => {
    const columns = Math.ceil(WIDTH / cell) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(HEIGHT / cell) + 2) }, () => random() * 2 - 1);
    return { cell, columns, grid, weight: [0.5, 0.3, 0.2][i] };
  });
  return (x, y) => {
    let sum = 0;
    for (const { cell, columns, grid, weight } of octaves) {
      const gx = x / cell;
      const gy = y / cell;
      const [cx, cy] = [Math.floor(gx), Math.floor(gy)];
      const [fx, fy] = [gx - cx, gy - cy];
      const at = cy * columns + cx;
      const top = grid[at] * (1 - fx) + grid[at + 1] * fx;
      const bottom = grid[at + columns] * (1 - fx) + grid[at + columns + 1] * fx;
      sum += weight * (top * (1 - fy) + bottom * fy);
    }
    return sum * amplitude;
  };
}

/** The demo member's most recent conversation (the list's first). */
async function firstConversation(baseURL, cookie) {
  const res = await fetch(`${baseURL}/api/v1/conversations`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/v1/conversations answered ${res.status}`);
  const first = (await res.json()).items?.[0];
  if (!first) throw new Error('the demo member has no conversation');
  return first.id;
}

/**
 * { photo, bodyBytes, headerBytes, requests, sent: { mime, size, width, height } } of one photo
 * sent in a message, or { error } (among them: the feature not in the build yet).
 */
export async function measurePhotoUpload(browser, baseURL, cookies) {
  const photo = await phonePhoto();
  const cookie = cookies.map(([k, v]) => `${k}=${v}`).join('; ');
  const conversationId = await firstConversation(baseURL, cookie);
  const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    const tab = await context.newPage();
    const uploads = [];
    context.on('requestfinished', (request) => {
      if (UPLOADS.test(new URL(request.url()).pathname) && ['POST', 'PATCH'].includes(request.method())) uploads.push(request);
    });
    await tab.goto(`${baseURL}/app/messages/${conversationId}`, { timeout: TIMEOUT_MS });
    const attach = tab.getByRole('button', { name: 'Attach a photo or file' });
    if (
      !(await attach.waitFor({ state: 'visible', timeout: 30_000 }).then(
        () => true,
        () => false,
      ))
    )
      throw new Error('the composer has no "Attach a photo or file" button in this build (attachments not built yet?)');
    const [chooser] = await Promise.all([tab.waitForEvent('filechooser', { timeout: 15_000 }), attach.click()]);
    await chooser.setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photo.file) });
    const sentMessage = tab.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/api\/v1\/conversations\/[^/]+\/messages$/.test(new URL(res.url()).pathname),
      { timeout: TIMEOUT_MS },
    );
    await tab.getByRole('button', { name: 'Send', exact: true }).click();
    const res = await sentMessage;
    if (res.status() >= 300) throw new Error(`sending the message answered ${res.status()}`);
    const message = await res.json();
    const attachment = (message.attachments ?? message.message?.attachments ?? [])[0];
    if (!attachment) throw new Error('the message was sent without its attachment');
    let body = 0;
    let headers = 0;
    for (const request of uploads) {
      // A Blob body is not in Playwright's postData (requestBodySize reads 0 for it): the
      // Content-Length Chromium sent is what the body put on the wire.
      const sizes = await request.sizes();
      const length = Number((await request.allHeaders())['content-length']);
      body += Number.isFinite(length) ? Math.max(length, sizes.requestBodySize) : sizes.requestBodySize;
      headers += sizes.requestHeadersSize;
    }
    return {
      photo: { bytes: photo.bytes, width: photo.width, height: photo.height },
      bodyBytes: body,
      headerBytes: headers,
      requests: uploads.map((r) => `${r.method()} ${new URL(r.url()).pathname.replace(/[^/]{16,}/, ':id')}`),
      sent: { mime: attachment.mime, size: attachment.size, width: attachment.width, height: attachment.height },
    };
  } finally {
    await context.close();
  }
}
