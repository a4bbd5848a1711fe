import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICS_IMPORT_EVENTS_MAX } from '@skilllink/contracts/calendar';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { calendar, events, ICS, IMPORT } from './ics-test-files.js';

// Issue 18 item 3: an .ics import never holds the event loop (ADR 029). Its caps: ics-import-caps.test.ts.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The first import of a process compiles the parser and the schemas once: done here, so each test measures a running server.
  const { client } = await signedUp(t.app);
  await client.post(IMPORT, events(3), ICS);
});
afterAll(async () => t.close());

/** A custom zone whose rule changes every hour, and one event in 2100 that makes a naive reader expand it. */
const BOMB = calendar(
  'BEGIN:VTIMEZONE',
  'TZID:Bomb',
  'BEGIN:STANDARD',
  'DTSTART:20200101T000000',
  'RRULE:FREQ=HOURLY',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:bomb@x',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=Bomb:21000101T090000',
  'DTEND;TZID=Bomb:21000101T100000',
  'SUMMARY:Far away',
  'END:VEVENT',
);

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
  while (!stop) await ask();
  parentPort.postMessage({ wall, cpu });
})();
`;

interface Probe {
  /** Milliseconds of each health answer. */
  wall: number[];
  /** Milliseconds of CPU the server's main thread used while each one waited. */
  cpu: number[];
}

/** `/api/health` answers while `work` runs: a held event loop shows as one slow answer. */
async function healthWhile<T>(work: () => Promise<T>): Promise<{ result: T; health: Probe }> {
  const prober = new Worker(PROBER, { eval: true, workerData: { url: `${base}/api/health` } });
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

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)]!;

/**
 * Health answered within 50 ms at p99. Wall time is what a member feels, but on a machine with
 * many more runnable processes than cores it measures the OS scheduler as much as the server
 * (at load 18 on 2 cores an idle server's p99 was ~27 ms, and a busy one is descheduled for
 * tens of ms at a time): there the bound is checked on the main thread's CPU time spent while
 * each request waited, which a held event loop fills just the same (the bomb before: 17 s).
 */
function expectResponsive(health: Probe, minSamples = 20) {
  expect(p99(health.cpu)).toBeLessThan(50);
  expect(health.wall.length).toBeGreaterThan(minSamples);
  if (loadavg()[0]! / availableParallelism() <= 2) expect(p99(health.wall)).toBeLessThan(50);
}

/**
 * The same import, one after another, until `times` or `withinMs` (a blocked server stops it
 * early): a short import alone leaves room for one or two health answers, too few for a p99.
 * The first answer, and each import's milliseconds.
 */
async function repeated(times: number, withinMs: number, post: () => Promise<LightMyRequestResponse>) {
  const t0 = performance.now();
  const durations: number[] = [];
  let first: LightMyRequestResponse | undefined;
  for (let i = 0; i < times && performance.now() - t0 < withinMs; i += 1) {
    const started = performance.now();
    const res = await post();
    durations.push(performance.now() - started);
    first ??= res;
  }
  return { first: first!, durations };
}

describe('ICS import and the event loop', () => {
  it('reads the 399-byte custom-zone bomb quickly, at the zone’s fixed offset, while /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    expect(Buffer.byteLength(BOMB)).toBeLessThan(400);
    const { result, health } = await healthWhile(() => repeated(100, 5_000, () => client.post(IMPORT, BOMB, ICS)));
    const res = result.first;
    // Each import is quick (before: 17 s), and health answers in time throughout.
    expect(Math.max(...result.durations)).toBeLessThan(2_000);
    expectResponsive(health);
    expect(res.statusCode).toBe(200);
    // The custom zone is not expanded: its standard offset (+01:00) is used, and the import says so.
    expect(res.json()).toEqual({
      imported: 1,
      skipped: [],
      notes: [{ title: 'Far away', reason: 'time zone "Bomb" is not a known zone: read at its standard offset, UTC+01:00' }],
    });
    const list = await client.get('/api/v1/calendar/events?from=2100-01-01T00:00:00Z&to=2100-01-02T00:00:00Z');
    expect(JSON.stringify(list.json())).toContain('2100-01-01T08:00:00.000Z');
  });

  it('imports a file at the cap (2,000 events) in slices: /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    const { result: res, health } = await healthWhile(() => client.post(IMPORT, events(ICS_IMPORT_EVENTS_MAX), ICS));
    expectResponsive(health);
    expect(res.json()).toMatchObject({ imported: ICS_IMPORT_EVENTS_MAX, skipped: [] });
  }, 60_000);

  it('refuses an 8,000-event file as a whole, with the cap in the reason, while /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    const file = events(8_000);
    const { result, health } = await healthWhile(() => repeated(50, 5_000, () => client.post(IMPORT, file, ICS)));
    const res = result.first;
    expectResponsive(health);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        code: 'ics_too_many_events',
        message: 'This file has 8000 events; one import takes at most 2000. Split the file and try again',
      },
    });
    const list = await client.get('/api/v1/calendar/events?from=2026-06-01T00:00:00Z&to=2026-06-02T00:00:00Z');
    expect(JSON.stringify(list.json())).not.toContain('Event 0');
  }, 60_000);
});
