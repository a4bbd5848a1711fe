// The two processes under test: the real server and the bare Fastify baseline, each on a
// free loopback port, both pinned to core 0.
import { spawnSync } from 'node:child_process';
import { accessSync, cpSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { BARE_ENTRY, DATA_FROM, DATABASE_URL, JOBS, MEMBERS, MESSAGES, root, SERVER_ENTRY, STAND_IN_SERVER, WEB_DIST } from './config.mjs';
import { createTempDir, fail, freePort, start, waitFor } from './processes.mjs';

export function assertBuilt() {
  for (const file of STAND_IN_SERVER ? [SERVER_ENTRY] : [SERVER_ENTRY, join(WEB_DIST, 'index.html')]) {
    try {
      accessSync(file);
    } catch {
      fail(`${file} is missing; run \`npm run build\` first (npm run bench does)`);
    }
  }
}

/**
 * Starts both servers (fresh temp DATA_DIR, demo seed, rate limits multiplied away) and
 * waits until they answer. Also returns the load average and time taken just before the
 * start, so the servers' own start-up does not count as competing work.
 */
export async function startServers() {
  const tmpDir = createTempDir();
  const dataDir = join(tmpDir, 'data');
  // Serve a copy of the web build taken now: a rebuild during the run (another terminal, a
  // watcher) must not swap hashed assets under the browser measuring them.
  // The server bundle of the sign-in pages sits beside dist/ (ADR 049): copied the same way.
  const webDist = join(tmpDir, 'web', 'dist');
  if (!STAND_IN_SERVER) {
    cpSync(WEB_DIST, webDist, { recursive: true });
    cpSync(join(WEB_DIST, '..', 'dist-ssr'), join(tmpDir, 'web', 'dist-ssr'), { recursive: true });
  }
  if (!STAND_IN_SERVER) seedMembers(dataDir);
  const [appPort, barePort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${appPort}`;
  const bareURL = `http://127.0.0.1:${barePort}`;
  const loadavgStart = os.loadavg();
  const startedAt = new Date();

  console.log(`bench: server on ${baseURL}, bare Fastify on ${bareURL}, data in ${dataDir}`);
  const app = start(
    'server',
    SERVER_ENTRY,
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmpDir,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'false',
      RATE_LIMIT_FACTOR: '100000',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      // Experiments with V8 settings of the server only (e.g. --max-semi-space-size=32); the
      // options production uses come from its start script (SERVER_NODE_FLAGS).
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    },
    join(tmpDir, 'server.log'),
  );
  const bare = start(
    'bare Fastify',
    BARE_ENTRY,
    { PATH: process.env.PATH, PORT: String(barePort), NODE_ENV: 'production' },
    join(tmpDir, 'bare.log'),
  );
  await waitFor(`${bareURL}/bare`, bare);
  await waitFor(`${baseURL}/api/ready`, app);
  return { app, bare, baseURL, bareURL, loadavgStart, startedAt };
}

/** The data set the app is measured on: MEMBERS bulk members, MESSAGES messages and JOBS jobs (npm run seed:bulk), then the demo seed at start. */
function seedMembers(dataDir) {
  if (DATA_FROM && !DATABASE_URL) {
    console.log(`bench: copying the data set seeded in ${DATA_FROM}`);
    cpSync(DATA_FROM, dataDir, { recursive: true });
    return;
  }
  console.log(
    `bench: seeding ${MEMBERS.toLocaleString('en')} members, ${MESSAGES.toLocaleString('en')} messages and ${JOBS.toLocaleString('en')} jobs`,
  );
  const r = spawnSync(
    process.execPath,
    [join(root, 'apps/server/dist/seed/bulk-cli.js'), String(MEMBERS), String(MESSAGES), String(JOBS)],
    {
      stdio: 'inherit',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(DATABASE_URL ? { DATABASE_URL } : {}) },
    },
  );
  if (r.status !== 0) fail(`bulk seed failed (${r.status ?? r.signal})`);
}
