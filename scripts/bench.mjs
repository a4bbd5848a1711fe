#!/usr/bin/env node
// `npm run bench` (after `npm run build`): measures the server against the budgets of
// bench/config.mjs and rewrites docs/benchmarks.md.
//
// Starts, each on a free loopback port, the real server (fresh temp DATA_DIR, demo seed,
// rate limits multiplied away) and a bare Fastify process with one route, both with the Node
// options of the server's start script (ADR 026) and pinned to core 0; drives them with
// Debian's `wrk` pinned to core 1 at 50 connections; alternates baseline and app runs (this
// process, whose socket clients time the realtime targets, is pinned to core 1 too); reports
// medians and, per endpoint, the ratio to the bare route measured right before it with the
// same request headers (ADR 025). Then measures the gzip size of the JS and CSS that Chromium
// loads for /auth/login, and the web section (issue 21): Lighthouse's mobile preset, loads on a
// 100 kbit/s line, sidebar tap-to-paint and the 1,000-task board's first render (issue 23) in
// Chromium. Prints a markdown table and writes docs/benchmarks.md.
//
// Environment knobs: BENCH_ROUNDS (5), BENCH_DURATION (3 s), BENCH_WARMUP (2 s),
// BENCH_CONNECTIONS (50); for experiments BENCH_ONLY (target keys) and BENCH_DATA_FROM (a
// seeded DATA_DIR to copy); BENCH_ONLY=web runs only the web section (a few minutes, printed,
// no report), BENCH_ONLY=boardFirstRender only the board's first render and BENCH_ONLY=uploads
// only the 25 MB upload (issue 23), BENCH_ONLY=publicSite only the public site's budgets (issue 26), BENCH_ONLY=slowLinks only
// the slow-connection budgets (issue 28: warm service worker, data saver, a photo's upload), BENCH_ONLY=credentials
// only the credential verification budget (issue 29), and
// BENCH_WEB_SAVE=file.json writes the web section's numbers (how bench/web-before.json was
// made). `--strict` exits 1 when a budget fails (default: report only,
// because budgets are judged on the table, not on one noisy run).
//
// The pieces live in scripts/bench/: processes (spawn, pin, kill by PID), servers, targets
// (sign-in and request shapes), load (wrk/autocannon), rounds, bundle-size, web (lighthouse,
// page-loads, taps, wire), report and web-report.
import { writeFileSync } from 'node:fs';
import { BOARD_KEY, boardLine, measureBoardAlone } from './bench/board.mjs';
import { calendarChunk, jobsPageChunks, measureLoginAssets } from './bench/bundle-size.mjs';
import { HARD_LIMIT_MS, MEMBERS, ONLY, RUN_WEB, STRICT, WEB_DIST, WEB_ONLY, WEB_SAVE } from './bench/config.mjs';
import { measureDelivery } from './bench/delivery.mjs';
import { initLoadGenerator } from './bench/load.mjs';
import { loginBulk } from './bench/members.mjs';
import { MESSAGING_SOCKETS, measureMessaging } from './bench/messaging.mjs';
import { measurePublicSite, PUBLIC_SITE_KEY, publicSiteReport } from './bench/public-site.mjs';
import { cpuSteal, guardRun, pinSelf, settle, stop, warnIfUnpinned } from './bench/processes.mjs';
import { measureSlowLinks, SLOW_LINKS_KEY, slowLinksReport } from './bench/slow-links.mjs';
import { CREDENTIALS_KEY, credentialsReport, measureCredentials } from './bench/credentials.mjs';
import { buildReport, onlySummary, writeReport } from './bench/report.mjs';
import { measure } from './bench/rounds.mjs';
import { assertBuilt, startServers } from './bench/servers.mjs';
import { buildTargets } from './bench/targets.mjs';
import { measureUploads, UPLOADS_KEY, uploadsLine } from './bench/uploads.mjs';
import { measureWeb } from './bench/web.mjs';
import { loadWebBefore, webSummary } from './bench/web-report.mjs';

guardRun(HARD_LIMIT_MS);
warnIfUnpinned();
pinSelf();
if (!WEB_ONLY) await initLoadGenerator(); // wrk (or autocannon) drives the HTTP rounds only
assertBuilt();

const { app, bare, baseURL, bareURL, loadavgStart, startedAt } = await startServers();
const stealStart = cpuSteal();
if (ONLY.length) {
  // An experiment on some targets (and/or `web`): their printed results are all; the report stays whole-run only.
  const sections = ['web', BOARD_KEY, UPLOADS_KEY, PUBLIC_SITE_KEY, SLOW_LINKS_KEY, CREDENTIALS_KEY];
  if (ONLY.some((key) => !sections.includes(key))) {
    const { bareTarget, targets: all } = await buildTargets(baseURL, bareURL);
    const chosen = all.filter((t) => ONLY.includes(t.key));
    const { samples } = await measure(bareTarget, chosen);
    console.log(`\n${onlySummary(chosen, samples)}\n`);
  }
  if (ONLY.includes(BOARD_KEY)) console.log(`bench: ${boardLine(await measureBoardAlone(baseURL))}`);
  if (ONLY.includes(UPLOADS_KEY)) console.log(`bench: ${uploadsLine(await measureUploads(baseURL, bareURL))}`);
  if (RUN_WEB) console.log(`\n${webSummary(await webSection(), loadWebBefore())}\n`);
  if (ONLY.includes(PUBLIC_SITE_KEY)) console.log(`\n${publicSiteReport(await measurePublicSite(baseURL)).table}\n`);
  if (ONLY.includes(SLOW_LINKS_KEY)) console.log(`\n${slowLinksReport(await measureSlowLinks(baseURL)).table}\n`);
  if (ONLY.includes(CREDENTIALS_KEY)) console.log(`\n${credentialsReport(await measureCredentials(baseURL)).table}\n`);
  await stop(app);
  await stop(bare);
  process.exit(0);
}
const { bareTarget, targets } = await buildTargets(baseURL, bareURL);
const { samples, ratios } = await measure(bareTarget, targets);

// After the HTTP runs: the sign-ins and sockets would otherwise load the server under them.
const crowdSize = Math.min(MESSAGING_SOCKETS, MEMBERS);
console.log(`bench: signing in ${crowdSize} bulk members`);
const crowd = await loginBulk(baseURL, crowdSize);
const delivery = await measureDelivery(baseURL, crowd);
console.log(`bench: notification delivery p50 ${delivery.p50.toFixed(2)} ms, p99 ${delivery.p99.toFixed(2)} ms`);
const messaging = await measureMessaging(baseURL, crowd);
console.log(`bench: message send-to-receive p50 ${messaging.p50.toFixed(2)} ms, p99 ${messaging.p99.toFixed(2)} ms`);
const uploads = await measureUploads(baseURL, bareURL);
console.log(`bench: ${uploadsLine(uploads)}`);

console.log('bench: measuring /auth/login assets in Chromium');
const assets = await measureLoginAssets(baseURL);
const calendar = calendarChunk(WEB_DIST, assets);
const jobsPage = jobsPageChunks(WEB_DIST);
await settle(); // the sockets' last work must not run under the pages' first loads
const web = await webSection();
console.log('bench: public site (issue 26): first visits, Lighthouse, server-rendered pages under load');
const site = publicSiteReport(await measurePublicSite(baseURL));
console.log('bench: slow connections (issue 28): warm service worker, data saver, a photo in a message');
const slow = slowLinksReport(await measureSlowLinks(baseURL));
console.log('bench: credentials (issue 29): verifying one on the server');
const credentials = credentialsReport(await measureCredentials(baseURL));

await stop(app);
await stop(bare);

const stealEnd = cpuSteal();
const steal = stealStart && stealEnd ? (stealEnd.steal - stealStart.steal) / Math.max(1, stealEnd.total - stealStart.total) : null;
const report = buildReport({
  bareTarget,
  targets,
  samples,
  ratios,
  assets,
  calendar,
  jobsPage,
  delivery,
  messaging,
  uploads,
  web,
  webBefore: loadWebBefore(),
  loadavgStart,
  startedAt,
  steal,
});
const table = `${report.table}\n\n${site.table}\n\n${slow.table}\n\n${credentials.table}`;
const failed = report.failed + site.failed + slow.failed + credentials.failed;
console.log(`\n${table}\n`);
await writeReport(table);

if (failed) console.log(`bench: ${failed} budget(s) FAIL`);
process.exit(STRICT && failed ? 1 : 0);

/** The web section (issue 21), its numbers also written to BENCH_WEB_SAVE when set. */
async function webSection() {
  console.log('bench: web section (issue 21): Lighthouse, slow loads, taps in Chromium');
  const web = await measureWeb(baseURL);
  if (WEB_SAVE && !web.error) {
    const json = JSON.stringify({ mode: WEB_ONLY ? 'BENCH_ONLY=web' : 'whole run', ...web }, null, 2);
    // Formatted as `npm run lint` expects when the file is committed (web-before.json is).
    const prettier = await import('prettier').catch(() => null);
    const options = { ...(await prettier?.resolveConfig(WEB_SAVE)), filepath: WEB_SAVE };
    writeFileSync(WEB_SAVE, prettier ? await prettier.format(json, options) : `${json}\n`);
    console.log(`bench: wrote the web section's numbers to ${WEB_SAVE}`);
  }
  return web;
}
