// Issue 29's budgets, against the server the bench started (demo content): verifying an Open
// Badges credential on the server (POST /api/v1/credentials/verify, one at a time, as a verifier
// or the public page sends them) and what issuing adds to a course's completion.
// BENCH_ONLY=credentials runs only this section (a few seconds) and prints it.
import os from 'node:os';
import { fmtMs, quantile } from './stats.mjs';
import { signIn } from './targets.mjs';

export const CREDENTIALS_KEY = 'credentials';
export const CREDENTIAL_BUDGETS = { verifyP99Ms: 30 };
const WARM = 30;
const RUNS = 300;

const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** { verify: { p50, p99, runs, verified }, loadavgStart } or { error }. */
export async function measureCredentials(baseURL) {
  const loadavgStart = os.loadavg();
  try {
    const { userJar } = await signIn(baseURL);
    const headers = { cookie: cookieHeader(userJar) };
    const list = await (await fetch(`${baseURL}/api/v1/certificates`, { headers })).json();
    const first = list.items?.[0];
    if (!first) return { error: 'the demo member has no certificate' };
    const res = await fetch(baseURL + first.credentialUrl, { headers });
    if (res.status !== 200) return { error: `GET ${first.credentialUrl} answered ${res.status}` };
    const body = await res.text();
    const times = [];
    let verified = 0;
    for (let i = 0; i < WARM + RUNS; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${baseURL}/api/v1/credentials/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const json = await answer.json();
      if (i >= WARM) {
        times.push(performance.now() - started);
        if (json.verified) verified += 1;
      }
    }
    times.sort((a, b) => a - b);
    return { loadavgStart, verify: { p50: quantile(times, 0.5), p99: quantile(times, 0.99), runs: RUNS, verified } };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  }
}

/** The section's markdown and how many budgets failed. */
export function credentialsReport(m) {
  if (m.error) return { failed: 1, table: `### Credentials (issue 29)\n\nNot measured: ${m.error}` };
  const ok = m.verify.p99 <= CREDENTIAL_BUDGETS.verifyP99Ms && m.verify.verified === m.verify.runs;
  const rows = [
    '| Budget | Target | Measured | Result |',
    '| --- | ---: | ---: | :---: |',
    `| Verifying a credential on the server (POST /api/v1/credentials/verify, one at a time, p99 of ${m.verify.runs}) | ≤ ${CREDENTIAL_BUDGETS.verifyP99Ms} ms | ${fmtMs(m.verify.p99)} (p50 ${fmtMs(m.verify.p50)}; ${m.verify.verified} of ${m.verify.runs} verified) | ${ok ? 'PASS' : 'FAIL'} |`,
    '| Issuing a credential: time added to completing a course | ≤ 50 ms | 0 ms: completion does not sign; a sweep every 15 s (or the first download) does (ADR 077) | PASS |',
  ];
  const intro = `### Credentials (issue 29)\n\n\`scripts/bench/credentials.mjs\`, 1-minute load ${m.loadavgStart[0].toFixed(2)} at its start; the demo member's first certificate, its credential verified over loopback (client-side time, which includes the loopback round trip).`;
  return { failed: ok ? 0 : 1, table: `${intro}\n\n${rows.join('\n')}` };
}
