// The load generator: Debian's `wrk` pinned to core 1, or autocannon in this process when
// wrk cannot be had. Every run first waits for the servers to go idle (settle).
import { spawnSync } from 'node:child_process';
import { CONNECTIONS } from './config.mjs';
import { fail, has, pinned, settle } from './processes.mjs';
import { steadyLoad } from './steady-load.mjs';

let useWrk = false;
let autocannon;

function ensureWrk() {
  if (has('wrk')) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log('bench: wrk not found; $ apt-get install -y wrk');
    let r = spawnSync('apt-get', ['install', '-y', 'wrk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) {
      console.log('bench: $ apt-get update && apt-get install -y wrk');
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      r = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
    if (r.status === 0 && has('wrk')) return true;
  }
  return false;
}

/** Picks wrk (installing it as root when missing) or falls back to autocannon; exits if neither. */
export async function initLoadGenerator() {
  useWrk = ensureWrk();
  if (useWrk) return;
  try {
    autocannon = (await import('autocannon')).default;
    console.warn('bench: wrk unavailable; falling back to autocannon (runs in this process, pin this process to core 1 yourself)');
  } catch {
    fail('neither wrk (apt-get install wrk) nor autocannon is available');
  }
}

/** For the report's machine line: wrk's own version line, or "autocannon". */
export function loadGeneratorVersion() {
  return useWrk ? (spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]?.trim() ?? 'wrk') : 'autocannon';
}

/** Parses wrk's "1.23ms" / "812.00us" / "1.02s" into milliseconds. */
function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return NaN;
  const v = Number(m[1]);
  return { us: v / 1000, ms: v, s: v * 1000, m: v * 60_000 }[m[2]];
}

function runWrk({ url, duration, headers = {}, script, env = {}, connections = CONNECTIONS }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  if (script) args.push('-s', script);
  args.push(url);
  const [cmd, cmdArgs] = pinned(1, 'wrk', args);
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8', timeout: (duration + 30) * 1000, env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`wrk failed (${r.status ?? r.signal}): ${r.stderr || r.stdout}`);
  const out = r.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '');
  const p99 = wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '');
  // wrk prints no p95; scripts that need it write it in their done() (search.lua).
  const p95 = Number(/p95_us (\d+)/.exec(out)?.[1] ?? NaN) / 1000;
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  if (!Number.isFinite(rps)) throw new Error(`could not parse wrk output:\n${out}`);
  return { rps, p50, p95, p99, total, errors };
}

async function runAutocannon({ url, duration, headers = {}, method = 'GET', body, connections = CONNECTIONS }) {
  const result = await autocannon({ url, connections, duration, headers, method, body, timeout: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5, // autocannon has no p95: the next percentile up, which can only be stricter
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One run of `duration` seconds against a target ({ steady } for writes, else { wrk, autocannon } request options). */
export async function load(target, duration) {
  await settle();
  if (target.steady) return steadyLoad({ ...target.steady, duration });
  if (useWrk) return runWrk({ ...target.wrk, duration });
  return runAutocannon({ ...target.autocannon, duration });
}
