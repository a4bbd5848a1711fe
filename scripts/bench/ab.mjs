#!/usr/bin/env node
// A/B of two server builds, for changes to the shared request path (docs/cost-model.md).
// Whole `npm run bench` runs move too much with the machine to judge a few per cent; this starts both builds side by side (demo seed, pinned to core 0, wrk on core 1),
// measures AB_TARGET fresh, then gives both the same mix of other routes (AB_MIX, "+"-separated
// paths; LOGIN is the demo sign-in) and measures again, alternating A and B.
//
//   node scripts/bench/ab.mjs <dist A> <dist B>
//
// Each dist must be a copy of apps/server/dist inside apps/server (dist-a, dist-b), so that its
// imports resolve to the same node_modules. Knobs: AB_TARGET (/api/health), AB_SIGNED_IN
// (send the demo session cookie), AB_MIX, AB_RUNS (7 alternations of 3 s).
import { join, resolve } from 'node:path';
import { DEMO, LOGIN_LUA } from './config.mjs';
import { initLoadGenerator, load } from './load.mjs';
import { cookie, jarFrom, writeHeaders } from './members.mjs';
import { createTempDir, fail, freePort, guardRun, pinSelf, start, stop, waitFor } from './processes.mjs';
import { fmtInt, median } from './stats.mjs';

const [distA, distB] = process.argv.slice(2).map((d) => resolve(d));
if (!distA || !distB) fail('usage: node scripts/bench/ab.mjs <dist A> <dist B>');
const TARGET = process.env.AB_TARGET ?? '/api/health';
const RUNS = Number(process.env.AB_RUNS ?? 7);
const MIX = (
  process.env.AB_MIX ??
  '/api/v1/session+/api/v1/profile+/api/v1/dashboard+/api/v1/skills/catalog?q=data&category=all+/api/v1/people/discover+/api/v1/conversations+/api/v1/courses+/api/v1/notifications+/api/docs/openapi.json+/api/ready+/api/nope+LOGIN'
)
  .split('+')
  .filter(Boolean);

guardRun(30 * 60_000);
pinSelf();
await initLoadGenerator();
const tmp = createTempDir();

async function startBuild(name, dist) {
  const base = `http://127.0.0.1:${await freePort()}`;
  const env = { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_URL: base, HOST: '127.0.0.1' };
  Object.assign(env, {
    PORT: base.split(':').pop(),
    DATA_DIR: join(tmp, name),
    SEED_DEMO: 'true',
    RATE_LIMIT_FACTOR: '100000',
    LOG_LEVEL: 'warn',
  });
  const child = start(name, join(dist, 'server.js'), env, join(tmp, `${name}.log`));
  await waitFor(`${base}/api/ready`, child);
  const anon = jarFrom(await fetch(`${base}/api/v1/session`));
  const body = JSON.stringify({ ...DEMO, rememberMe: false });
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: writeHeaders(base, anon), body });
  if (res.status !== 200) fail(`${name}: demo login answered ${res.status}`);
  const user = jarFrom(res, new Map(anon));
  const loginEnv = { BENCH_BODY: body, BENCH_CSRF: anon.get('sl_csrf'), BENCH_COOKIE: cookie(anon), BENCH_ORIGIN: base };
  return { name, child, base, anon: cookie(anon), user: cookie(user), loginEnv };
}

const get = (s, path, jar) => ({ wrk: { url: `${s.base}${path}`, headers: { cookie: jar } } });
const target = (s) => get(s, TARGET, process.env.AB_SIGNED_IN ? s.user : s.anon);
const builds = [await startBuild('A', distA), await startBuild('B', distB)];
const results = Object.fromEntries(builds.map((s) => [s.name, { fresh: [], used: [] }]));

for (const s of builds) await load(target(s), 2); // warm-up
for (let i = 0; i < 3; i++) for (const s of builds) results[s.name].fresh.push((await load(target(s), 3)).rps);
for (const s of builds) {
  for (const path of MIX) {
    const login = { wrk: { url: `${s.base}/api/v1/auth/login`, script: LOGIN_LUA, env: s.loginEnv } };
    await load(path === 'LOGIN' ? login : get(s, path, s.user), path === 'LOGIN' ? 3 : 1);
  }
}
for (let i = 0; i < RUNS; i++) {
  for (const s of i % 2 ? [...builds].reverse() : builds) results[s.name].used.push((await load(target(s), 3)).rps);
}

for (const s of builds) {
  const { fresh, used } = results[s.name];
  console.log(
    `${s.name}: ${TARGET} fresh ${fmtInt(median(fresh))}/s [${fresh.map(fmtInt).join(' ')}]  used ${fmtInt(median(used))}/s [${used.map(fmtInt).join(' ')}]`,
  );
  await stop(s.child);
}
process.exit(0);
