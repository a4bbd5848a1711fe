// Upload throughput (issue 23): the same 25 MB file sent as a project file (signed in, typed by
// its content, streamed to DATA_DIR, recorded) and as a plain PUT to the bare Fastify process,
// which only writes the body to a file: what the app adds to an upload is the difference.
// One upload at a time, alternating, after one warm-up each; medians of ROUNDS in MB/s.
import { randomBytes } from 'node:crypto';
import { DEMO, ROUNDS } from './config.mjs';
import { login, writeHeaders } from './members.mjs';
import { fail } from './processes.mjs';
import { median } from './stats.mjs';

const BYTES = 25 * 1024 * 1024;
/** Its BENCH_ONLY key. */
export const UPLOADS_KEY = 'uploads';

async function timed(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  const seconds = (performance.now() - started) / 1000;
  return { res, body, mbps: BYTES / (1024 * 1024) / seconds };
}

export async function measureUploads(baseURL, bareURL) {
  // Random bytes: nothing to compress, no signature (an octet stream, as most documents are to the sniffer).
  const file = randomBytes(BYTES);
  const member = await login(baseURL, DEMO.email);
  const headers = { ...writeHeaders(baseURL, member.jar), 'content-type': 'application/octet-stream' };
  const created = await fetch(`${baseURL}/api/v1/workspace/projects`, {
    method: 'POST',
    headers: writeHeaders(baseURL, member.jar),
    body: JSON.stringify({ title: 'Upload bench' }),
  });
  if (created.status !== 201) fail(`bench project: ${created.status} ${await created.text()}`);
  const files = `${baseURL}/api/v1/workspace/projects/${(await created.json()).id}/files`;

  const app = async () => {
    const { res, body, mbps } = await timed(`${files}?name=bench.bin`, { method: 'POST', headers, body: file });
    if (res.status !== 201) fail(`upload: ${res.status} ${body}`);
    // Not timed: the project's 500 MB would fill up after 20 rounds.
    await fetch(`${files}/${JSON.parse(body).id}`, { method: 'DELETE', headers: writeHeaders(baseURL, member.jar) });
    return mbps;
  };
  const bare = async () => {
    const { res, body, mbps } = await timed(`${bareURL}/bare-upload`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    if (res.status !== 204) fail(`bare upload: ${res.status} ${body}`);
    return mbps;
  };

  await bare();
  await app();
  const appRuns = [];
  const bareRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await bare());
    appRuns.push(await app());
  }
  const appMbps = median(appRuns);
  const bareMbps = median(bareRuns);
  return { sizeMb: BYTES / (1024 * 1024), rounds: ROUNDS, appMbps, bareMbps, ratio: appMbps / bareMbps };
}

/** One line for the console. */
export const uploadsLine = (u) =>
  `25 MB upload ${u.appMbps.toFixed(1)} MB/s vs plain PUT ${u.bareMbps.toFixed(1)} MB/s (${Math.round(u.ratio * 100)} %)`;
