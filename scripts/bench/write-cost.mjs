#!/usr/bin/env node
// Server CPU per write, for two builds in one process (ADR 041). A write budget at 50
// connections is a CPU budget: 50 requests in flight wait for one another, so p99 ≈ 50 × the
// CPU one write costs. Judging that from whole bench runs takes a quiet machine; this counts
// process CPU per request through app.inject, in interleaved batches of A and B, so a busy
// machine slows both alike and the ratio B/A still means something.
//
//   node scripts/bench/write-cost.mjs <dist A> <dist B> <seeded DATA_DIR>
//
// Each dist is a copy of apps/server/dist inside apps/server (dist-a, dist-b), so that its
// imports resolve to the same node_modules. The DATA_DIR comes from `npm run seed:bulk -w
// apps/server` (50,000 members, 1,000,000 messages: DATA_DIR=dir node apps/server/dist/seed/bulk-cli.js
// 50000 1000000) and is copied for each build, never written. Both sign in as bulk member 0
// and send into their longest conversation, and save their profile.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROFILE } from './targets.mjs';
import { createTempDir, fail } from './processes.mjs';
import { median } from './stats.mjs';

const [distA, distB, seeded] = process.argv.slice(2).map((d) => resolve(d));
if (!distA || !distB || !seeded) fail('usage: node scripts/bench/write-cost.mjs <dist A> <dist B> <seeded DATA_DIR>');
const BATCHES = 10;
const BATCH = 200;
const tmp = createTempDir();

async function build(name, dist) {
  const { buildApp } = await import(join(dist, 'app.js'));
  const { loadConfig } = await import(join(dist, 'config.js'));
  const dataDir = join(tmp, name);
  cpSync(seeded, dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100000' });
  const app = await buildApp(config, { logger: false });
  const jar = new Map();
  const call = async (method, url, payload, expected = 300) => {
    const headers = {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': jar.get('sl_csrf') ?? '',
      origin: 'http://localhost:3000',
    };
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    for (const c of res.cookies) jar.set(c.name, c.value);
    if (res.statusCode >= expected) fail(`${name}: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res;
  };
  await call('GET', '/api/v1/session', undefined, 402); // a visitor's 401 brings the CSRF cookie
  await call('POST', '/api/v1/auth/login', { email: 'member0@bulk.skilllink.test', password: 'SkillLink#2026', rememberMe: false });
  const conversation = (await call('GET', '/api/v1/conversations?limit=1')).json().items[0];
  let n = 0;
  return {
    app,
    messageSend: () =>
      call('POST', `/api/v1/conversations/${conversation.id}/messages`, { content: `Cost ${n}`, clientId: `cost-${name}-${(n += 1)}` }),
    profileSave: () => call('PATCH', '/api/v1/profile', { ...PROFILE, bio: `${PROFILE.bio} (${(n += 1)})` }),
  };
}

const builds = { A: await build('a', distA), B: await build('b', distB) };
for (const op of ['messageSend', 'profileSave']) {
  for (const b of Object.values(builds)) for (let i = 0; i < BATCH; i += 1) await b[op](); // warm-up
  const cpu = { A: [], B: [] };
  for (let round = 0; round < BATCHES; round += 1) {
    for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
      const start = process.cpuUsage();
      for (let i = 0; i < BATCH; i += 1) await builds[name][op]();
      const used = process.cpuUsage(start);
      cpu[name].push((used.user + used.system) / BATCH);
    }
  }
  const [a, b] = [median(cpu.A), median(cpu.B)];
  console.log(`${op}: A ${a.toFixed(0)} µs, B ${b.toFixed(0)} µs of CPU per request, B/A ${(b / a).toFixed(2)}`);
}
for (const b of Object.values(builds)) await b.app.close();
rmSync(tmp, { recursive: true, force: true });
