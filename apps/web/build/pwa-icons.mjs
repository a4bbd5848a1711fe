// Draws the installed app's icons from the SkillLink mark (src/assets/favicon.svg): run with
// `node build/pwa-icons.mjs` from apps/web after the mark changes; the PNGs are committed
// (public/icons/), so builds need no image tooling. Issue 28 §1, ADR 070.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync(new URL('../src/assets/favicon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;

// "any": the mark as it is (its own rounded square), on a transparent canvas.
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(`icon-${size}.png`));
}

// "maskable": the launcher cuts its own shape, keeping only the middle 80 %: a full square of
// the brand green, the letter within that safe zone.
// The letter's own box (about 12 of the mark's 32 units), so it fills about half the icon.
const letter = mark.replace(/<rect[^>]*\/>/, '').replace('viewBox="0 0 32 32"', 'viewBox="6 6 20 20"');
const inner = await sharp(Buffer.from(letter), { density: (72 * 420) / 20 })
  .resize(420, 420)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0f5e54' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(out('icon-maskable-512.png'));
