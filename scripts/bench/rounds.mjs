// Warm-up, then paired runs: bare, endpoint, bare, endpoint… so each endpoint is compared
// with a baseline measured seconds before it on the same core; the ratio is the median of
// those pairs.
import { DURATION, ROUNDS, WARMUP } from './config.mjs';
import { load } from './load.mjs';
import { fmtInt, fmtPct } from './stats.mjs';

/**
 * The baseline as `t` is asked: a GET with the same request headers (the cookies a browser
 * sends), so the cost of Node parsing those headers, which the bare route would pay too, is not
 * counted as middleware (ADR 025). Writes and targets driven by a script (rotating queries,
 * sign-in) are compared with the plain baseline.
 */
function baselineFor(bareTarget, t) {
  if (!t.wrk || t.wrk.script || !t.wrk.headers) return bareTarget;
  return {
    ...bareTarget,
    wrk: { ...bareTarget.wrk, headers: t.wrk.headers },
    autocannon: { ...bareTarget.autocannon, headers: t.autocannon?.headers ?? t.wrk.headers },
  };
}

/** Returns { samples: { key: run[] }, ratios: { key: number[] } } (no ratios for bare). */
export async function measure(bareTarget, targets) {
  console.log(`bench: warm-up (${WARMUP} s each)`);
  for (const t of [bareTarget, ...targets]) await load(t, WARMUP);

  const samples = Object.fromEntries([bareTarget, ...targets].map((t) => [t.key, []]));
  const ratios = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const base = await load(baselineFor(bareTarget, t), DURATION);
      const run = await load(t, DURATION);
      samples.bare.push(base);
      samples[t.key].push(run);
      ratios[t.key].push(run.rps / base.rps);
      console.log(
        `bench: round ${round}/${ROUNDS} ${t.key.padEnd(18)} ${fmtInt(run.rps).padStart(8)} req/s  vs bare ${fmtInt(base.rps).padStart(8)}  (${fmtPct(run.rps / base.rps)})  p99 ${run.p99.toFixed(1)} ms${run.errors ? `  ${run.errors} errors/non-2xx` : ''}`,
      );
    }
  }
  return { samples, ratios };
}
