#!/usr/bin/env node
// A/B of two web builds under Lighthouse (ADR 046): TBT moves too much from run to run, and
// from minute to minute with the machine, to judge a change from two whole bench runs. This
// serves both builds from the same server build (demo seed each), then alternates single
// Lighthouse runs A, B, B, A, … on each page, so both see the same moments of the machine.
//
//   node scripts/bench/ab-web.mjs <web A> <web B>
//
// Each web dir holds a build's dist/ and dist-ssr/ (copies of apps/web/dist and
// apps/web/dist-ssr). Knobs: AB_PAGES (comma-separated paths, /app/connections), AB_RUNS (6
// per build and page).
import { resolve, join } from 'node:path';
import { lighthousePage } from './lighthouse.mjs';
import { createTempDir, fail, freePort, guardRun, start, stop, waitFor } from './processes.mjs';
import { fmtInt, median } from './stats.mjs';
import { signIn } from './targets.mjs';

const webs = process.argv.slice(2).map((d) => resolve(d));
if (webs.length !== 2) fail('usage: node scripts/bench/ab-web.mjs <web A> <web B>');
const PAGES = (process.env.AB_PAGES ?? '/app/connections').split(',').filter(Boolean);
const RUNS = Number(process.env.AB_RUNS ?? 6);

guardRun(60 * 60_000);
const tmp = createTempDir();

async function serve(name, web) {
  const base = `http://127.0.0.1:${await freePort()}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    HOST: '127.0.0.1',
    PORT: base.split(':').pop(),
    DATA_DIR: join(tmp, name),
    WEB_DIST: join(web, 'dist'),
    SEED_DEMO: 'true',
    RATE_LIMIT_FACTOR: '100000',
    LOG_LEVEL: 'warn',
  };
  const child = start(name, resolve('apps/server/dist/server.js'), env, join(tmp, `${name}.log`));
  await waitFor(`${base}/api/ready`, child);
  const { userJar } = await signIn(base);
  return { name, child, base, cookies: [...userJar], runs: Object.fromEntries(PAGES.map((path) => [path, []])) };
}

const builds = [await serve('A', webs[0]), await serve('B', webs[1])];
for (const path of PAGES) {
  for (let i = 0; i < RUNS; i++) {
    for (const build of i % 2 ? [...builds].reverse() : builds) {
      const result = await lighthousePage(build.base, { path, signedIn: true }, build.cookies, 1);
      if (result.error) fail(`${build.name} ${path}: ${result.error}`);
      build.runs[path].push(result);
      console.log(`ab-web: ${build.name} ${path} TBT ${fmtInt(result.tbtMs)} ms, CPU index ${fmtInt(result.benchmarkIndex)}`);
    }
  }
}

for (const path of PAGES) {
  const [a, b] = builds.map((build) => build.runs[path]);
  const tbt = (runs) => median(runs.map((run) => run.tbtMs));
  const index = (runs) => median(runs.map((run) => run.benchmarkIndex));
  console.log(
    `${path}: TBT A ${fmtInt(tbt(a))} ms, B ${fmtInt(tbt(b))} ms (B/A ${(tbt(b) / tbt(a)).toFixed(2)}); ` +
      `CPU index A ${fmtInt(index(a))}, B ${fmtInt(index(b))}; ${RUNS} runs each`,
  );
}
for (const build of builds) await stop(build.child);
process.exit(0);
