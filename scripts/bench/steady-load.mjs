// A closed-loop load over kept-alive connections, timed only once every connection is open and
// has been answered: what a member's browser, which reuses its connection, waits for.
//
// Why not wrk for the writes: wrk opens all its connections at once when a run starts, and
// libuv (since 1.45) accepts one connection per event-loop turn. A turn of a server saturated
// by 1 ms writes lasts ~50 ms, so the 50th connection's first request waited ~2.5 s, and at
// ~1,000 writes/s those 49 first requests alone made wrk's p99 (measured: 1–3 s on the first
// request of each connection, under 10 ms inside the server). Reads are answered in tens of
// microseconds, so the same effect stays far below their p99 and they keep wrk — but for the
// workspace's 30–40 KB answers (workspace.mjs), larger than a new socket's send buffer.
import http from 'node:http';
import { CONNECTIONS } from './config.mjs';

const WARMUP_MS = 1_000;

/** The p-quantile of an ascending array. */
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * Runs `connections` loops, each sending its next request when the last one is answered, for
 * WARMUP_MS plus `duration` seconds; only requests sent after the warm-up (and after every
 * connection has had an answer) count. `body` may hold "{n}", replaced by a token unique to
 * each request. Returns { rps, p50, p99, total, errors } like the wrk runs.
 */
export async function steadyLoad({ url, method, headers, body, duration, connections = CONNECTIONS }) {
  // One agent per loop, each with its own socket: with one shared agent a loop's next request
  // could wait in the agent for a socket another loop had not yet given back, which showed as
  // two connections waiting twice as long as the other 48.
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const tag = Math.random().toString(36).slice(2, 10);
  let sent = 0;
  let answered = 0;
  let windowStart = Infinity;
  let windowEnd = Infinity;
  const latencies = [];
  let errors = 0;

  const send = (agent) =>
    new Promise((resolve) => {
      const text = body.replaceAll('{n}', `${tag}-${++sent}`);
      const req = http.request(url, { method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(text) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode >= 200 && res.statusCode < 400));
      });
      req.on('error', () => resolve(false));
      req.end(text);
    });

  const loop = async (_, i) => {
    let first = true;
    for (;;) {
      const start = performance.now();
      if (start >= windowEnd) return;
      const ok = await send(agents[i]);
      if (first && ++answered === connections) windowStart = Math.max(performance.now(), warmupEnd);
      first = false;
      if (start < windowStart || start >= windowEnd) continue;
      if (!ok) errors++;
      latencies.push(performance.now() - start);
    }
  };

  const warmupEnd = performance.now() + WARMUP_MS;
  const loops = Array.from({ length: connections }, loop);
  // The window opens when the warm-up is over and every connection has answered once.
  while (windowStart === Infinity) await new Promise((r) => setTimeout(r, 50));
  windowEnd = windowStart + duration * 1000;
  await Promise.all(loops);
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / duration,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    total: latencies.length,
    errors,
  };
}
