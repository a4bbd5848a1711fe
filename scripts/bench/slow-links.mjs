// Slow connections (issue 28), against the server the bench started, as the demo member in
// Debian's Chromium: the dashboard's repeat visit with the service worker warm on a 100 kbit/s,
// 300 ms line (slow-links-worker.mjs), first visits with data saver on and off
// (slow-links-saver.mjs) once the people those pages show have profile photos
// (slow-links-people.mjs), and what a 4 MB phone photo attached to a message sends
// (slow-links-photo.mjs). BENCH_ONLY=slowLinks runs only this section (a few minutes) and prints it.
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from './bundle-size.mjs';
import { unpinSelf } from './processes.mjs';
import { givePhotos, PHOTO_DETAIL, suggestionsShowPhotos } from './slow-links-people.mjs';
import { measurePhotoUpload } from './slow-links-photo.mjs';
import { saverFirstVisit, SAVER_MODES, SAVER_PAGES } from './slow-links-saver.mjs';
import { warmWorkerRepeat } from './slow-links-worker.mjs';
import { fmtKB, fmtPct, median } from './stats.mjs';
import { signIn } from './targets.mjs';

export const SLOW_LINKS_KEY = 'slowLinks';

export const SLOW_BUDGETS = {
  repeatBytes: 10_000, // /app/dashboard again, service worker warm: only API data on the wire
  repeatUsableMs: 1000, // … its h1 and first stat card visible at 100 kbit/s, 300 ms
  saverShare: 0.5, // a first visit with data saver on ≤ half the bytes of one without
  photoBytes: 400_000, // a 4 MB phone photo attached to a message: request bodies sent
};
const REPEAT_RUNS = 3;
const SAVER_RUNS = 3;

let sectionStart = Date.now();
const log = (message) => console.log(`bench: slow ${String(Math.round((Date.now() - sectionStart) / 1000)).padStart(3)} s: ${message}`);
const short = (error) => error.message.split('\n')[0];
const top = (items, n = 6) =>
  items
    .slice(0, n)
    .map((i) => `${i.path} ${fmtKB(i.bytes)}`)
    .join(', ');

/** Everything the section measured, or { error } when it could not run. */
export async function measureSlowLinks(baseURL) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
    accessSync(CHROMIUM, constants.X_OK);
  } catch (error) {
    return { error: `cannot run: ${short(error)} (npm ci; node scripts/ensure-chromium.mjs)` };
  }
  sectionStart = Date.now();
  unpinSelf(); // Chromium gets both cores, as in the web section (ADR 046)
  const loadavgStart = os.loadavg();
  const cookies = [...(await signIn(baseURL)).userJar];
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const result = { loadavgStart };
  try {
    // First, so that the server's 5-minute cache of Ama's suggestions (filled while finding who
    // is shown) runs out during the repeat visits and the photo upload, before the first visits.
    log('photos for the people the data saver pages show (slow-links-people.mjs)');
    result.people = await givePhotos(browser, baseURL, cookies, SAVER_PAGES).catch((error) => ({ error: short(error) }));
    log(result.people.error ? `  FAILED: ${result.people.error}` : `  ${peopleSentence(result.people)}`);

    const runs = [];
    let failed = '';
    for (let i = 0; i < REPEAT_RUNS && !failed; i++) {
      log(`dashboard repeat visit, service worker warm, 100 kbit/s, 300 ms (run ${i + 1} of ${REPEAT_RUNS})`);
      const run = await warmWorkerRepeat(browser, baseURL, cookies).catch((error) => ({ error: short(error) }));
      if (run.error) {
        failed = run.error;
        log(`  FAILED: ${run.error}`);
      } else {
        runs.push(run);
        log(
          `  usable ${run.usableMs} ms, ${fmtKB(run.bytes)} in ${run.requests} requests (${run.fromWorker} answered by the worker): ${top(run.items)}`,
        );
      }
    }
    result.repeat = failed ? { error: failed } : summarizeRepeat(runs);

    log('a 4 MB phone photo attached to a message');
    result.photo = await measurePhotoUpload(browser, baseURL, cookies).catch((error) => ({ error: short(error) }));
    log(
      result.photo.error
        ? `  FAILED: ${result.photo.error}`
        : `  ${fmtKB(result.photo.photo.bytes)} photo → ${fmtKB(result.photo.bodyBytes)} sent (${result.photo.requests.join(', ')}), stored ${result.photo.sent.mime} ${result.photo.sent.width}×${result.photo.sent.height}`,
    );

    if (!result.people.error) {
      log("waiting until Ama's dashboard suggestions show their photos (the server caches them 5 minutes)");
      result.people.waitedS = await suggestionsShowPhotos(baseURL, cookies, result.people.given).catch((error) => {
        result.people.error = short(error);
        return null;
      });
      log(result.people.error ? `  FAILED: ${result.people.error}` : `  after ${result.people.waitedS} s`);
    }

    result.saver = [];
    for (const page of SAVER_PAGES) {
      const row = { path: page.path };
      for (const mode of SAVER_MODES) {
        row[mode] = await saverMedian(browser, baseURL, cookies, page, mode);
        log(
          `${page.path} first visit, data saver ${mode}: ${row[mode].error ? `FAILED: ${row[mode].error}` : `${fmtKB(row[mode].bytes)} in ${row[mode].requests} requests (${row[mode].runs.map(fmtKB).join(', ')}): ${top(row[mode].items)}`}`,
        );
      }
      result.saver.push(row);
    }
  } finally {
    await browser.close();
  }
  return { ...result, loadavgEnd: os.loadavg(), seconds: Math.round((Date.now() - sectionStart) / 1000) };
}

/**
 * The median of SAVER_RUNS first visits by bytes (a chunk fetched on a timer could land in one
 * visit and not another) with every visit's bytes in `runs`, or { error } of the first that failed.
 */
async function saverMedian(browser, baseURL, cookies, page, mode) {
  const visits = [];
  for (let i = 0; i < SAVER_RUNS; i++) {
    const visit = await saverFirstVisit(browser, baseURL, cookies, page, mode).catch((error) => ({ error: short(error) }));
    if (visit.error) return visit;
    visits.push(visit);
  }
  const middle = [...visits].sort((a, b) => a.bytes - b.bytes)[Math.floor(visits.length / 2)];
  return { ...middle, runs: visits.map((v) => v.bytes) };
}

/** Medians of the repeat visits, and the run whose time is the median for what the bytes were. */
function summarizeRepeat(runs) {
  const usableMs = median(runs.map((r) => r.usableMs));
  const typical = runs.reduce((a, b) => (Math.abs(b.usableMs - usableMs) < Math.abs(a.usableMs - usableMs) ? b : a));
  return {
    usableMs,
    bytes: median(runs.map((r) => r.bytes)),
    apiBytes: median(runs.map((r) => r.items.filter((i) => i.path.startsWith('/api/')).reduce((n, i) => n + i.bytes, 0))),
    requests: median(runs.map((r) => r.requests)),
    runs: runs.map((r) => ({ usableMs: r.usableMs, bytes: r.bytes })),
    typical,
  };
}

/** "N of the M people shown have a photo, made as …" (the data saver scenario). */
function peopleSentence(p) {
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  const sizes = p.photos.map((x) => x.bytes);
  const stored = p.storedBytes;
  const others = p.shown - 1;
  return (
    `${p.withPhoto} of the ${p.shown} people shown have a photo: Ama (her top bar) and ${p.withPhoto - 1} of the ${others} others her Dashboard and Connections page ` +
    `show with data saver off (every fifth keeps initials: ${p.skipped}${p.refused.length ? `; ${p.refused.length} could not sign in: ${p.refused.join(', ')}` : ''}), ` +
    `made as ${p.photos.length} distinct ${p.photos[0].width}×${p.photos[0].height} phone-camera JPEGs of ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB ` +
    "(slow-links-photo.mjs' synthetic scene with other seeds: sky gradient, lit ground, soft-edged discs and boxes, ±13 levels of grain, " +
    `plus ±${PHOTO_DETAIL} levels of texture in 16–64 px cells that, unlike grain, survives the shrinking to an avatar; quality 92), ` +
    'uploaded by the bench as each member through PUT /api/v1/profile/photo; the server stored them as it stores any photo, ' +
    `400×400 WebP of ${fmtKB(stored[0])}–${fmtKB(stored[stored.length - 1])} (median ${fmtKB(median(stored))}).` +
    (p.waitedS == null
      ? ''
      : ` The first visits started once Ama's dashboard showed the new photos of the people it suggests (the server keeps her suggestions, cards and all, for 5 minutes; ${p.waitedS} s of waiting after the repeat visits and the photo upload).`)
  );
}

/** The photos (/api/v1/photos/…) a first visit fetched: "K photos, X KB". */
function photosOf(visit) {
  const photos = visit.items.filter((i) => i.path.startsWith('/api/v1/photos/'));
  return `${photos.length} photos, ${fmtKB(photos.reduce((n, i) => n + i.bytes, 0))}`;
}

/** The section's markdown and how many budgets failed. */
export function slowLinksReport(slow) {
  const lines = ['### Slow connections (issue 28)', ''];
  if (slow.error) return { table: [...lines, `Not measured: ${slow.error}`].join('\n'), failed: 1 };
  const B = SLOW_BUDGETS;
  lines.push(
    `\`scripts/bench/slow-links.mjs\`, ${slow.seconds} s, 1-minute load ${slow.loadavgStart[0].toFixed(2)} at its start and ${slow.loadavgEnd[0].toFixed(2)} at its end; ` +
      'the demo member in Chromium on the phone screen of the web section. ' +
      `Repeat visit (median of ${REPEAT_RUNS}): a fresh context with service workers allowed opens /app/dashboard, /app/messages, /app/connections, /app/courses and /app/dashboard ` +
      '(the worker installs, takes the tab and keeps the shell and each route chunk), then, on a 100 kbit/s line with 300 ms latency (CDP network emulation on the page and on the ' +
      "worker's own target, whose fetches the page's emulation does not slow), /app/dashboard once more; usable = its h1 and first stat card in the layout, from navigation start. " +
      "Bytes: CDP's encodedDataLength (headers included) of every request that went to the network until none was in flight for 2.5 s — the page's own (the API) and the worker's " +
      '(the app page, which it answers from its kept copy at once and refreshes behind it, apps/web/src/sw/sw.ts); what the worker answered from its cache costs nothing. ' +
      `Data saver: first visits (fresh context, no worker; the median by bytes of ${SAVER_RUNS}) with it off (stored), on as the Settings switch stores it, and on from the browser (\`Save-Data: on\` and ` +
      '`navigator.connection.saveData`, nothing stored); all bytes until none was in flight for 2.5 s. "What data saver changed" compares the requests of the visits with it on and off. Photo: see below.',
    '',
    slow.people?.error
      ? `Data saver scenario: the photos could not be given (${slow.people.error}); the seeded members have none.`
      : `Data saver scenario (scripts/bench/slow-links-people.mjs, before the first visits): ${peopleSentence(slow.people)}`,
    '',
  );
  const budgets = [];
  const r = slow.repeat;
  if (r.error) budgets.push(['/app/dashboard repeat visit, service worker warm', '', `not measured: ${r.error}`, false]);
  else
    budgets.push(
      [
        '/app/dashboard repeat visit, service worker warm: bytes on the wire',
        `≤ ${fmtKB(B.repeatBytes)}`,
        `${fmtKB(r.bytes)} in ${r.requests} requests (API ${fmtKB(r.apiBytes)}; ${r.runs.map((x) => fmtKB(x.bytes)).join(', ')})`,
        r.bytes <= B.repeatBytes,
      ],
      [
        '/app/dashboard repeat visit, service worker warm: usable at 100 kbit/s, 300 ms',
        `≤ ${(B.repeatUsableMs / 1000).toFixed(1)} s`,
        `${(r.usableMs / 1000).toFixed(2)} s (${r.runs.map((x) => (x.usableMs / 1000).toFixed(2)).join(', ')})`,
        r.usableMs <= B.repeatUsableMs,
      ],
    );
  for (const row of slow.saver) {
    const [off, on] = [row.off, row.setting];
    if (off.error || on.error) {
      budgets.push([`${row.path} first visit, data saver on vs off`, '', `not measured: ${off.error ?? on.error}`, false]);
      continue;
    }
    const share = on.bytes / off.bytes;
    budgets.push([
      `${row.path} first visit, data saver on (Settings) vs off`,
      `≤ ${fmtPct(B.saverShare)}`,
      `${fmtPct(share)} (${fmtKB(on.bytes)} vs ${fmtKB(off.bytes)})`,
      share <= B.saverShare,
    ]);
  }
  const p = slow.photo;
  budgets.push(
    p.error
      ? ['A 4 MB phone photo attached to a message: bytes sent', `≤ ${fmtKB(B.photoBytes)}`, `not measured: ${p.error}`, false]
      : [
          `A ${(p.photo.bytes / 1e6).toFixed(1)} MB phone photo attached to a message: request bodies sent`,
          `≤ ${fmtKB(B.photoBytes)}`,
          `${fmtKB(p.bodyBytes)} (+ ${fmtKB(p.headerBytes)} headers)`,
          p.bodyBytes <= B.photoBytes,
        ],
  );
  lines.push('| Budget | Target | Measured | Result |', '|---|---:|---:|:---:|');
  for (const [name, target, measured, ok] of budgets) lines.push(`| ${name} | ${target} | ${measured} | ${ok ? 'PASS' : 'FAIL'} |`);
  if (!r.error) {
    lines.push(
      '',
      `What crossed the network on the repeat visit (the run of ${(r.typical.usableMs / 1000).toFixed(2)} s; ${r.typical.fromWorker} requests answered by the worker; ` +
        `the page saw navigator.connection.effectiveType ${r.typical.connection}, data saver ${r.typical.saverOn ? 'on' : 'off'} with no choice stored):`,
      '',
    );
    lines.push('| Request | made by | bytes | sent → done (ms after navigation start) |', '|---|---|---:|---:|');
    for (const i of [...r.typical.items].sort((a, b) => a.fromMs - b.fromMs))
      lines.push(
        `| ${i.path} | ${i.by === 'worker' ? 'the service worker (refreshing its kept page)' : 'the page'} | ${fmtKB(i.bytes)} | ${i.fromMs} → ${i.toMs} |`,
      );
  }
  lines.push('', '| First visit | data saver off | on (Settings) | on (browser Save-Data) |', '|---|---:|---:|---:|');
  const cell = (v) =>
    v.error ? `not measured: ${v.error}` : `${fmtKB(v.bytes)} (${v.requests} requests; ${v.runs.map(fmtKB).join(', ')})`;
  for (const row of slow.saver) lines.push(`| ${row.path} | ${cell(row.off)} | ${cell(row.setting)} | ${cell(row.browser)} |`);
  lines.push('', 'Heaviest items of each first visit:', '');
  for (const row of slow.saver)
    for (const mode of SAVER_MODES)
      if (!row[mode].error) lines.push(`- ${row.path}, data saver ${mode} (${photosOf(row[mode])}): ${top(row[mode].items, 8)}`);
  lines.push('', 'What data saver changed (requests made only with it on, + ; only without it, −):', '');
  for (const row of slow.saver) {
    if (row.off.error) continue;
    const paths = (visit) => new Set(visit.items.map((i) => i.path));
    const list = (items) =>
      items.length ? `${fmtKB(items.reduce((n, i) => n + i.bytes, 0))} in ${items.length}: ${top(items, 10)}` : 'nothing';
    for (const mode of SAVER_MODES.filter((m) => m !== 'off' && !row[m].error)) {
      const [off, on] = [paths(row.off), paths(row[mode])];
      const extra = row[mode].items.filter((i) => !off.has(i.path));
      const spared = row.off.items.filter((i) => !on.has(i.path));
      lines.push(`- ${row.path}, ${mode}: + ${list(extra)}; − ${list(spared)}`);
    }
  }
  if (!p.error)
    lines.push(
      '',
      `Photo: a ${p.photo.width}×${p.photo.height} JPEG of ${fmtKB(p.photo.bytes)} made by the bench with sharp (a smooth synthetic scene: sky gradient, lit ground, soft-edged discs ` +
        "and boxes, ±13 levels of per-pixel grain; 4:2:0, quality 92, as a phone camera writes it), attached through the composer's paperclip (the file chooser) in a conversation " +
        `of the demo member at 360 px and sent. Requests: ${p.requests.join(', ')}; the server stored a ${p.sent.mime} of ${p.sent.width}×${p.sent.height}, ${fmtKB(p.sent.size)}.`,
    );
  return { table: lines.join('\n'), failed: budgets.filter(([, , , ok]) => !ok).length };
}
