import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalProvider } from '../apps/server/src/test/oidc-provider.js';
import { startPushService } from '../apps/server/src/test/push-service.js';

/**
 * Starts the built server (apps/server/dist/server.js) on a free loopback port with a fresh
 * temporary DATA_DIR (SQLite, outbox, uploads), demo seed and dev mailbox on, waits for
 * /api/ready, and hands the address to the workers through E2E_BASE_URL. The returned
 * function is Playwright's global teardown: it stops exactly that process, by PID, and
 * removes the data directory.
 *
 * Set E2E_BASE_URL yourself to run the journeys against a server you started.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');

/** Asks the kernel for a free port on 127.0.0.1 by listening on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('could not read the port the kernel chose'));
        return;
      }
      srv.close(() => resolvePort(address.port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (res.status === 200 && body.includes('ready')) return;
      last = `${res.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms (last: ${last}):\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // SIGTERM lets the server finish in-flight requests and close the database (graceful).
  process.kill(child.pid, 'SIGTERM');
  const graceful = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]);
  if (!graceful && child.exitCode === null && child.signalCode === null) {
    console.warn(`[e2e] server pid ${child.pid} ignored SIGTERM for 10 s; sending SIGKILL`);
    process.kill(child.pid, 'SIGKILL');
    await exited;
  }
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  for (const [file, hint] of [
    [serverEntry, 'run `npm run build` at the repository root'],
    [webIndex, 'run `npm run build` at the repository root'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`[e2e] ${file} is missing: ${hint}`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'skilllink-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  // A local OpenID provider stands in for Google (ADR 064): its development login page takes
  // any login, and the app is configured with it as its Google provider.
  const oidc = await startLocalProvider([
    { clientId: 'skilllink-e2e', clientSecret: 'skilllink-e2e-secret', redirectUris: [`${baseURL}/api/v1/auth/oidc/google/callback`] },
  ]);
  // Headless Chromium reaches no push service (subscribing fails): a local one stands in for
  // FCM, checking the server's VAPID signature and decrypting its pushes (ADR 066).
  const pushService = await startPushService();

  // E2E_WEB_SNAPSHOT=true serves a copy of apps/web/dist taken now, so that rebuilding the
  // web app while the journeys run (another terminal, a watcher) cannot swap the hashed
  // assets under the browser. By default the server finds apps/web/dist itself, as in
  // `npm start`.
  let webDist: string | undefined;
  if (process.env.E2E_WEB_SNAPSHOT === 'true') {
    webDist = join(dataDir, 'web');
    cpSync(dirname(webIndex), webDist, { recursive: true });
    // The server reads the site's renderer from dist-ssr beside WEB_DIST (platform/site-bundle.ts).
    cpSync(join(dirname(webIndex), '..', 'dist-ssr'), join(dataDir, 'dist-ssr'), { recursive: true });
  }

  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey registers members and signs in from 127.0.0.1; the limits themselves
      // are tested in the server suite (429 past the limit), not here.
      RATE_LIMIT_FACTOR: '50',
      // Journeys that need a member on another network (a referral is held when the newcomer
      // comes from the referrer's address) send X-Forwarded-For; no other journey does.
      TRUST_PROXY: 'true',
      OIDC_GOOGLE_ISSUER: oidc.issuer,
      OIDC_GOOGLE_CLIENT_ID: 'skilllink-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'skilllink-e2e-secret',
      WEB_PUSH_EXTRA_ORIGINS: pushService.origin,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  // If the runner dies without running teardown, do not leave the server behind.
  const killOnExit = (): void => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killOnExit);

  try {
    await waitForReady(`${baseURL}/api/ready`, child, logFile, 60_000);
  } catch (error) {
    await stop(child);
    await oidc.close();
    await pushService.close();
    throw error;
  }
  console.log(`[e2e] server pid ${child.pid} ready at ${baseURL} (DATA_DIR ${dataDir})`);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_PUSH_SERVICE = pushService.origin;

  return async () => {
    await stop(child);
    await oidc.close();
    await pushService.close();
    process.removeListener('exit', killOnExit);
    log.end();
    if (process.env.E2E_KEEP_DATA === 'true') {
      console.log(`[e2e] kept ${dataDir} (server log: ${logFile})`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
