// PostgreSQL outage drill (docs/scaling.md): starts a private PostgreSQL on a spare loopback
// port, the built server on it, stops the database abruptly, starts it again, and prints what
// /api/ready answered and how long recovery took. Needs `npm run build` and the PostgreSQL
// binaries (initdb, pg_ctl); as root it runs them as the `postgres` user. Touches nothing else.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const root = userInfo().uid === 0;
const asPostgres = (cmd, args) =>
  root ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const ready = async (url) => {
  try {
    const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: await res.json() };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
};

/** Polls until `want` holds; the milliseconds it took. */
async function until(url, want, ceilingMs = 60_000) {
  const started = performance.now();
  for (;;) {
    const answer = await ready(url);
    if (want(answer)) return { ms: Math.round(performance.now() - started), answer };
    if (performance.now() - started > ceilingMs) throw new Error(`no change within ${ceilingMs} ms: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'skilllink-pg-drill-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'skilllink-drill-data-'));
if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
const pgPort = await freePort();
const appPort = await freePort();
const pgData = path.join(dir, 'data');
const pgCtl = (...args) => asPostgres('pg_ctl', ['-D', pgData, ...args]);
let server;
try {
  asPostgres('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust']);
  const options = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`;
  pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'skilllink']);
  const url = `http://127.0.0.1:${appPort}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/skilllink`,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('started:', (await until(url, (a) => a.status === 200)).answer.body);

  pgCtl('-m', 'immediate', 'stop');
  const down = await until(url, (a) => a.status === 503);
  console.log(`PostgreSQL stopped: /api/ready said 503 after ${down.ms} ms:`, down.answer.body);
  const during = performance.now();
  const answer = await ready(url);
  console.log(`  a request meanwhile answered ${answer.status} in ${Math.round(performance.now() - during)} ms`);

  pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  const back = await until(url, (a) => a.status === 200);
  console.log(`PostgreSQL started again: /api/ready said 200 after ${back.ms} ms, no restart of the server`);
} finally {
  server?.kill('SIGTERM');
  try {
    pgCtl('-m', 'immediate', 'stop');
  } catch {
    // Already stopped.
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
