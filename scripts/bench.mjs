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
// loads for /auth/login. Prints a markdown table and writes docs/benchmarks.md.
//
// Environment knobs: BENCH_ROUNDS (5), BENCH_DURATION (3 s), BENCH_WARMUP (2 s),
// BENCH_CONNECTIONS (50); for experiments BENCH_ONLY (target keys) and BENCH_DATA_FROM (a
// seeded DATA_DIR to copy). `--strict` exits 1 when a budget fails (default: report only,
// because budgets are judged on the table, not on one noisy run).
//
// The pieces live in scripts/bench/: processes (spawn, pin, kill by PID), servers, targets
// (sign-in and request shapes), load (wrk/autocannon), rounds, bundle-size, report.
import { calendarChunk, measureLoginAssets } from './bench/bundle-size.mjs';
import { HARD_LIMIT_MS, MEMBERS, ONLY, STRICT, WEB_DIST } from './bench/config.mjs';
import { measureDelivery } from './bench/delivery.mjs';
import { initLoadGenerator } from './bench/load.mjs';
import { loginBulk } from './bench/members.mjs';
import { MESSAGING_SOCKETS, measureMessaging } from './bench/messaging.mjs';
import { cpuSteal, guardRun, pinSelf, stop, warnIfUnpinned } from './bench/processes.mjs';
import { buildReport, writeReport } from './bench/report.mjs';
import { measure } from './bench/rounds.mjs';
import { assertBuilt, startServers } from './bench/servers.mjs';
import { buildTargets } from './bench/targets.mjs';

guardRun(HARD_LIMIT_MS);
warnIfUnpinned();
pinSelf();
await initLoadGenerator();
assertBuilt();

const { app, bare, baseURL, bareURL, loadavgStart, startedAt } = await startServers();
const stealStart = cpuSteal();
const { bareTarget, targets: all } = await buildTargets(baseURL, bareURL);
const targets = ONLY.length ? all.filter((t) => ONLY.includes(t.key)) : all;
const { samples, ratios } = await measure(bareTarget, targets);
if (ONLY.length) {
  // An experiment on some targets: the rounds above are its result; the report stays whole-run only.
  await stop(app);
  await stop(bare);
  process.exit(0);
}

// After the HTTP runs: the sign-ins and sockets would otherwise load the server under them.
const crowdSize = Math.min(MESSAGING_SOCKETS, MEMBERS);
console.log(`bench: signing in ${crowdSize} bulk members`);
const crowd = await loginBulk(baseURL, crowdSize);
const delivery = await measureDelivery(baseURL, crowd);
console.log(`bench: notification delivery p50 ${delivery.p50.toFixed(2)} ms, p99 ${delivery.p99.toFixed(2)} ms`);
const messaging = await measureMessaging(baseURL, crowd);
console.log(`bench: message send-to-receive p50 ${messaging.p50.toFixed(2)} ms, p99 ${messaging.p99.toFixed(2)} ms`);

console.log('bench: measuring /auth/login assets in Chromium');
const assets = await measureLoginAssets(baseURL);
const calendar = calendarChunk(WEB_DIST, assets);

await stop(app);
await stop(bare);

const stealEnd = cpuSteal();
const steal = stealStart && stealEnd ? (stealEnd.steal - stealStart.steal) / Math.max(1, stealEnd.total - stealStart.total) : null;
const { table, failed } = buildReport({
  bareTarget,
  targets,
  samples,
  ratios,
  assets,
  calendar,
  delivery,
  messaging,
  loadavgStart,
  startedAt,
  steal,
});
console.log(`\n${table}\n`);
await writeReport(table);

if (failed) console.log(`bench: ${failed} budget(s) FAIL`);
process.exit(STRICT && failed ? 1 : 0);
