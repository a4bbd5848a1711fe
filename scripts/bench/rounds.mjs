// Warm-up, then paired runs: bare, endpoint, bare, endpoint… so each endpoint is compared
// with a baseline measured seconds before it on the same core; the ratio is the median of
// those pairs.
import { DURATION, ROUNDS, WARMUP } from './config.mjs';
import { load } from './load.mjs';
import { fmtInt, fmtPct } from './stats.mjs';

/** Returns { samples: { key: run[] }, ratios: { key: number[] } } (no ratios for bare). */
export async function measure(bareTarget, targets) {
  console.log(`bench: warm-up (${WARMUP} s each)`);
  for (const t of [bareTarget, ...targets]) await load(t, WARMUP);

  const samples = Object.fromEntries([bareTarget, ...targets].map((t) => [t.key, []]));
  const ratios = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const base = await load(bareTarget, DURATION);
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
