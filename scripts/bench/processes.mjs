// Process bookkeeping for the bench: we only ever kill what we started, by PID.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { KEEP_DATA, root, SERVER_NODE_FLAGS } from './config.mjs';

const children = new Set();
let tmpDir;

function cleanup() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  children.clear();
  if (tmpDir && !KEEP_DATA) rmSync(tmpDir, { recursive: true, force: true });
}

/** Kills our children and removes the temp dir on any exit; gives up after hardLimitMs. */
export function guardRun(hardLimitMs) {
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`bench: ${signal}, stopping`);
      process.exit(130);
    });
  }
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${hardLimitMs / 60_000} minutes; giving up`);
    process.exit(1);
  }, hardLimitMs);
  watchdog.unref();
}

/** A fresh temp dir, removed on exit unless BENCH_KEEP_DATA=true. */
export function createTempDir() {
  tmpDir = mkdtempSync(join(os.tmpdir(), 'skilllink-bench-'));
  return tmpDir;
}

export function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

export function has(bin) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).status === 0;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// --- pinning ----------------------------------------------------------------------------
export const cpuCount = os.availableParallelism?.() ?? os.cpus().length;
export const canPin = has('taskset') && cpuCount >= 2;
export function warnIfUnpinned() {
  if (!canPin)
    console.warn(`bench: ${has('taskset') ? 'only one CPU' : 'taskset missing'}; running unpinned (numbers are less meaningful)`);
}
/**
 * Pins this process (every thread) to the load generator's core. The socket benchmarks run
 * their clients and take their timings here: unpinned, the scheduler sometimes ran them on the
 * server's core, where they took turns with the server they measure.
 */
export function pinSelf() {
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}
/**
 * Undoes pinSelf for what this process starts next: the web section's Chromium. Pinned with
 * the bench, Chromium's browser, GPU, network and renderer processes took turns on one core with
 * Lighthouse itself, and the login page's TBT read 785 ms where an unpinned run on the same
 * machine read 93–158 ms; a phone gives the page's main thread a core of its own (ADR 046).
 */
export function unpinSelf() {
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', `0-${cpuCount - 1}`, String(process.pid)], { stdio: 'ignore' });
}
export const pinned = (core, cmd, args) => (canPin ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args]);

// --- servers ----------------------------------------------------------------------------
/** Starts `node <the server's Node options> entry` pinned to core 0, its output in logFile. */
export function start(name, entry, env, logFile) {
  const [cmd, args] = pinned(0, process.execPath, [...SERVER_NODE_FLAGS, entry]);
  // Output goes straight to a file: wrk runs synchronously, and a pipe nobody drains
  // would eventually block the server on its own log writes.
  const fd = openSync(logFile, 'w');
  // taskset execs node in place, so child.pid is the server's own PID.
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.name = name;
  child.logFile = logFile;
  return child;
}

export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `${res.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let logTail = '';
  try {
    logTail = readFileSync(child.logFile, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    /* no log */
  }
  fail(`${child.name} not ready at ${url} (${child.exitCode !== null ? `exited ${child.exitCode}` : last}):\n${logTail}`);
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(child.pid, 'SIGTERM');
  const t = setTimeout(() => child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(t);
}

/** CPU ticks (user + system) the process has used so far, from /proc; null elsewhere. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return null;
  }
}

/**
 * Waits until the servers are idle again. When wrk stops, the server may still be working
 * through queued requests (50 logins are seconds of argon2), which would otherwise be
 * charged to whatever runs next.
 */
/**
 * The whole machine's CPU ticks so far and how many of them the hypervisor gave to other
 * guests ("steal", /proc/stat); null where there is no /proc. Two readings give the share of a
 * run the VM did not get, which makes every number of that run slower and noisier.
 */
export function cpuSteal() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

export async function settle() {
  const deadline = Date.now() + 20_000;
  const pids = [...children].map((c) => c.pid);
  while (Date.now() < deadline) {
    const before = pids.map(cpuTicks);
    if (before.some((t) => t === null)) return new Promise((r) => setTimeout(r, 1000));
    await new Promise((r) => setTimeout(r, 250));
    const busy = pids.map((pid, i) => cpuTicks(pid) - before[i]).reduce((a, b) => a + b, 0);
    if (busy <= 2) return; // ≤ 2 ticks (normally 20 ms) of CPU in 250 ms: idle
  }
  console.warn('bench: servers still busy 20 s after a run; continuing');
}
