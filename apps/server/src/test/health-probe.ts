import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';

// Is the server's event loop free while some work runs? Used by the tests of work that must
// never hold it (an .ics import, ADR 029; a flooding socket, ADR 028).

/**
 * Asks `/api/health` one request after another from a worker thread (its own event loop, so
 * the client's work is not counted against the server), over a real socket to the listening
 * server, until told to stop; then sends, for each answer, its milliseconds and the
 * milliseconds of CPU the server's main thread used meanwhile. That thread's own time, from
 * Linux's schedstat: the whole process's time also counts the collector's and the compiler's
 * helper threads, which run beside the event loop without holding it, and once reached 52 ms
 * on a loaded CI machine for a 10 ms stretch. Elsewhere, the process's time, an upper bound.
 * It warms its HTTP client first (the first fetch loads it) and says "ready".
 */
const PROBER = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const schedstat = '/proc/' + process.pid + '/task/' + process.pid + '/schedstat';
const mainThreadMs = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
let exact = true;
try { exact = Number.isFinite(mainThreadMs()); } catch { exact = false; }
const cpuMs = () => {
  if (exact) return mainThreadMs();
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const wall = [];
  const cpu = [];
  const ask = async () => {
    const t0 = performance.now();
    const c0 = cpuMs();
    await (await fetch(workerData.url)).arrayBuffer();
    cpu.push(cpuMs() - c0);
    wall.push(performance.now() - t0);
  };
  for (let i = 0; i < 5; i += 1) await ask();
  wall.length = 0;
  cpu.length = 0;
  parentPort.postMessage('ready');
  // After "stop", on until enough answers for a p99 (a short piece of work leaves room for few).
  while (!stop || wall.length < workerData.min) await ask();
  parentPort.postMessage({ wall, cpu });
})();
`;

export interface Probe {
  /** Milliseconds of each health answer. */
  wall: number[];
  /** Milliseconds of CPU the server's main thread used while each one waited. */
  cpu: number[];
}

/**
 * `/api/health` answers while `work` runs (and after it, until `min` answers): a held event
 * loop shows as one slow answer.
 */
export async function healthWhile<T>(url: string, work: () => Promise<T>, min = 0): Promise<{ result: T; health: Probe }> {
  const prober = new Worker(PROBER, { eval: true, workerData: { url, min } });
  const next = () => new Promise<unknown>((resolve) => prober.once('message', resolve));
  try {
    await next();
    const answered = next();
    const result = await work();
    prober.postMessage('stop');
    return { result, health: (await answered) as Probe };
  } finally {
    await prober.terminate();
  }
}

export const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)]!;

/**
 * A held event loop shows in wall time as seconds (the zone bomb before its fix: 17 s); waiting
 * for a core while the suite's other workers run, on a slow 2-core machine, reached 64 ms at a
 * load under 2 per core with the main thread's CPU well under 50 ms.
 */
const HELD_WALL_MS = 250;

/**
 * Health answered within 50 ms at p99, counted in the main thread's CPU time spent while each
 * request waited, which a held event loop fills (the bomb before: 17 s). Wall time is what a
 * member feels, but on a machine with other work it measures the OS scheduler as much as the
 * server (at load 18 on 2 cores an idle server's p99 was ~27 ms, and a busy one is descheduled
 * for tens of ms at a time): it is checked only against what a loop held without using the CPU
 * (synchronous disk waits) would show, and only when the machine is not crowded.
 */
export function expectResponsive(health: Probe, minSamples = 20) {
  expect(p99(health.cpu)).toBeLessThan(50);
  expect(health.wall.length).toBeGreaterThan(minSamples);
  if (loadavg()[0]! / availableParallelism() <= 2) expect(p99(health.wall)).toBeLessThan(HELD_WALL_MS);
}
