// The markdown tables (printed and written to docs/benchmarks.md) and the budget verdicts.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromiumVersion } from './bundle-size.mjs';
import { BUDGETS, CONNECTIONS, DATABASE_URL, DURATION, REPORT, ROUNDS, SERVER_NODE_FLAGS, WARMUP } from './config.mjs';
import { loadGeneratorVersion } from './load.mjs';
import { canPin, cpuCount } from './processes.mjs';
import { fmtInt, fmtKB, fmtMs, fmtPct, median } from './stats.mjs';
import { webBudgetRows, webDetails } from './web-report.mjs';
import { searchRows } from './search.mjs';
import { workspaceRows } from './workspace.mjs';

/** Median row per target and the budget lines: [name, target, measured, ok]. */
function summarize({ bareTarget, targets, samples, ratios, assets, calendar, jobsPage, delivery, messaging, uploads, web, webBefore }) {
  const rows = [bareTarget, ...targets].map((t) => {
    const runs = samples[t.key];
    return {
      label: t.label,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p95: median(runs.map((r) => r.p95)),
      p99: median(runs.map((r) => r.p99)),
      ratio: t.key === 'bare' ? 1 : median(ratios[t.key]),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      key: t.key,
    };
  });
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
  const ofKind = (kind) => targets.filter((t) => t.kind === kind).map((t) => byKey[t.key]);
  const name = (row) => row.label.split(' (')[0];
  const p99Within = (row, ms) => [`${name(row)} p99`, `≤ ${ms} ms`, fmtMs(row.p99), row.p99 <= ms];
  const p99Under = (label, row, ms) => [`${label} p99 at 20 connections`, `< ${ms} ms`, fmtMs(row.p99), row.p99 < ms];
  const share = (label, row, min) => [label, `≥ ${fmtPct(min)}`, fmtPct(row.ratio), row.ratio >= min];
  const budgets = [
    // What members feel.
    ...ofKind('read').map((row) => p99Within(row, BUDGETS.readP99Ms)),
    ...ofKind('write').map((row) => p99Within(row, BUDGETS.writeP99Ms)),
    [
      `Message send-to-receive p99 at ${fmtInt(messaging.rate)} messages/s (${messaging.sockets} sockets open)`,
      `< ${BUDGETS.messagingP99Ms} ms`,
      `${fmtMs(messaging.p99)} (p50 ${fmtMs(messaging.p50)}, ${messaging.samples} messages, ${messaging.failed} refused)`,
      messaging.p99 < BUDGETS.messagingP99Ms,
    ],
    [
      `Project file upload (${uploads.sizeMb} MB) vs a plain PUT of the same file`,
      `≥ ${fmtPct(BUDGETS.uploads)}`,
      `${fmtPct(uploads.ratio)} (${uploads.appMbps.toFixed(1)} vs ${uploads.bareMbps.toFixed(1)} MB/s, median of ${uploads.rounds})`,
      uploads.ratio >= BUDGETS.uploads,
    ],
    [
      `Notification delivery p99, action answered → other member's socket (${delivery.sockets} sockets open)`,
      `< ${BUDGETS.deliveryP99Ms} ms`,
      `${fmtMs(delivery.p99)} (p50 ${fmtMs(delivery.p50)}, ${delivery.samples} sends)`,
      delivery.p99 < BUDGETS.deliveryP99Ms,
    ],
    ...workspaceRows(byKey),
    ...searchRows(byKey),
    p99Under('People search', byKey.peopleSearch, BUDGETS.peopleSearchP99Ms),
    p99Under('Discover', byKey.discover, BUDGETS.discoverP99Ms),
    p99Under('Skills discovery search', byKey.skillsSearch, BUDGETS.skillsSearchP99Ms),
    p99Under('Job search with filters on 100,000 jobs', byKey.jobSearch, BUDGETS.jobSearchP99Ms),
    p99Under("A member's recommended jobs (Jobs sidebar)", byKey.jobsSidebar, BUDGETS.recommendedJobsP99Ms),
    // Capacity against the bare Fastify route.
    share('Middleware stack (GET /api/health, returning visitor) vs bare', byKey.middleware, BUDGETS.middleware),
    ...ofKind('read').map((row) => share(`${name(row)} vs bare`, row, BUDGETS.reads)),
    // What the first page loads.
    assets.error
      ? ['Login page JavaScript (gzip)', `≤ ${fmtKB(BUDGETS.loginJsBytes)}`, `not measured: ${assets.error}`, false]
      : ['Login page JavaScript (gzip)', `≤ ${fmtKB(BUDGETS.loginJsBytes)}`, fmtKB(assets.js.gzip), assets.js.gzip <= BUDGETS.loginJsBytes],
    [
      'Calendar grid in its own chunk, not in the first load (ADR 020)',
      'own chunk, not loaded',
      calendar.files.length
        ? `${calendar.files.join(', ')}: ${fmtKB(calendar.gzip)} gzip, ${calendar.inFirstLoad ? 'LOADED by /auth/login' : 'not loaded by /auth/login'}`
        : 'no calendar-screen chunk in the build',
      calendar.files.length > 0 && !calendar.inFirstLoad && !assets.error,
    ],
    jobsPage.error
      ? [
          'Jobs page JavaScript beyond the app shell (gzip)',
          `≤ ${fmtKB(BUDGETS.jobsPageJsBytes)}`,
          `not measured: ${jobsPage.error}`,
          false,
        ]
      : [
          'Jobs page JavaScript beyond the app shell (gzip)',
          `≤ ${fmtKB(BUDGETS.jobsPageJsBytes)}`,
          `${fmtKB(jobsPage.gzip)} (${jobsPage.files.length} chunks)`,
          jobsPage.gzip <= BUDGETS.jobsPageJsBytes,
        ],
    // What a member on a slow phone waits for (issue 21), beside the numbers before it.
    ...webBudgetRows(web, webBefore),
  ];
  return { rows, budgets };
}

const medianRow = (t, runs) => ({
  key: t.key,
  label: t.label,
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p95: median(runs.map((r) => r.p95)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

/** What BENCH_ONLY=key,… prints after its rounds: medians per target and the budgets among them (no report is written). */
export function onlySummary(targets, samples) {
  const rows = targets.map((t) => medianRow(t, samples[t.key]));
  const lines = ['| Endpoint | req/s (median) | p50 | p99 | errors / non-2xx |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.label} | ${fmtInt(r.rps)} | ${fmtMs(r.p50)} | ${fmtMs(r.p99)} | ${r.errors} |`);
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
  const budgets = [...workspaceRows(byKey), ...searchRows(byKey)];
  if (budgets.length) lines.push('', '| Budget | Target | Measured | Result |', '|---|---:|---:|:---:|');
  for (const [name, target, measured, ok] of budgets) lines.push(`| ${name} | ${target} | ${measured} | ${ok ? 'PASS' : 'FAIL'} |`);
  return lines.join('\n');
}

function machineLine(loadavgStart) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return (
    `${cpuCount} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; ` +
    `load average at start ${loadavgStart.map((n) => n.toFixed(2)).join(' / ')}; ` +
    (canPin ? 'servers pinned to core 0, load generator to core 1' : 'NOT pinned') +
    `; ${loadGeneratorVersion()}, ${CONNECTIONS} connections, 1 thread; ${chromiumVersion()}.`
  );
}

/** Returns { table (markdown), failed (number of failed budgets) }. */
export function buildReport(run) {
  const { assets, web, webBefore, loadavgStart, startedAt, steal } = run;
  const { rows, budgets } = summarize(run);
  const lines = [];
  lines.push(
    `Run of ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${ROUNDS} rounds × ${DURATION} s per endpoint after a ${WARMUP} s warm-up.`,
  );
  lines.push('');
  lines.push(`Machine: ${machineLine(loadavgStart)}`);
  lines.push('');
  if (steal !== null && steal !== undefined) {
    lines.push(`CPU time the VM host gave to other guests during the run (steal): ${fmtPct(steal)}.`);
    lines.push('');
    if (steal > 0.05) {
      lines.push(
        '> Warning: with this much steal the cores were often not ours; latencies (p99 above all) and ratios of this run are unreliable.',
      );
      lines.push('');
    }
  }
  if (loadavgStart[0] > cpuCount / 2) {
    lines.push(
      `> Warning: the 1-minute load average was ${loadavgStart[0].toFixed(2)} on ${cpuCount} cores when the run started, so other work competed for the cores; treat these numbers as rough.`,
    );
    lines.push('');
  }
  lines.push('| Endpoint | req/s (median) | p50 | p99 | vs bare (median of paired runs) | errors / non-2xx |');
  lines.push('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    lines.push(`| ${r.label} | ${fmtInt(r.rps)} | ${fmtMs(r.p50)} | ${fmtMs(r.p99)} | ${fmtPct(r.ratio)} | ${r.errors} |`);
  lines.push('');
  if (!assets.error) {
    lines.push('| What /auth/login loads | files | raw | gzip (level 9) |');
    lines.push('|---|---:|---:|---:|');
    lines.push(`| JavaScript | ${assets.js.count} | ${fmtKB(assets.js.raw)} | ${fmtKB(assets.js.gzip)} |`);
    lines.push(`| CSS | ${assets.css.count} | ${fmtKB(assets.css.raw)} | ${fmtKB(assets.css.gzip)} |`);
    lines.push(
      `| Total | ${assets.js.count + assets.css.count} | ${fmtKB(assets.js.raw + assets.css.raw)} | ${fmtKB(assets.js.gzip + assets.css.gzip)} |`,
    );
    lines.push('');
    lines.push('<details><summary>Files</summary>');
    lines.push('');
    for (const a of assets.assets) lines.push(`- \`${new URL(a.url).pathname}\` (${a.type}): ${fmtKB(a.raw)} raw, ${fmtKB(a.gzip)} gzip`);
    lines.push('');
    lines.push('</details>');
    lines.push('');
  }
  lines.push('| Budget | Target | Measured | Result |');
  lines.push('|---|---:|---:|:---:|');
  for (const [name, target, measured, ok] of budgets) lines.push(`| ${name} | ${target} | ${measured} | ${ok ? 'PASS' : 'FAIL'} |`);
  lines.push('');
  lines.push('### Web (issue 21)');
  lines.push('');
  lines.push(...webDetails(web, webBefore));
  return { table: lines.join('\n'), failed: budgets.filter(([, , , ok]) => !ok).length };
}

/** Rewrites docs/benchmarks.md: how the bench measures, then the latest table. */
export async function writeReport(table) {
  const doc = `# Benchmarks

Produced by \`npm run bench\` (\`scripts/bench.mjs\`), which rewrites this file on every run.
Where a request's time goes and how to measure a change: [cost-model.md](cost-model.md),
which no run rewrites.

## How it measures

- The real server (\`apps/server/dist/server.js\`, fresh temporary \`DATA_DIR\`, SQLite, demo
  seed, \`RATE_LIMIT_FACTOR=100000\` so no limit trips, \`LOG_LEVEL=warn\`) and a bare Fastify
  process with one \`GET\` route (\`scripts/bench/bare-server.mjs\`, same Fastify) both run
  with the Node options of the server's start script (\`${SERVER_NODE_FLAGS.join(' ') || 'none'}\`,
  ADR 026) and pinned to core 0 (\`taskset -c 0\`); \`wrk\` runs pinned to core 1 with one thread and
  ${CONNECTIONS} connections, so the generator never competes with the server for a core.
- The machine is noisy (±40 % run to run), so absolute req/s mean little. Every endpoint
  run is preceded by a bare-route run; the _vs bare_ column is the median of those paired
  ratios (${ROUNDS} pairs of ${DURATION} s each, ADR 027), and req/s, p50 and p99 are medians over the rounds. The bare run before a \`GET\`
  target sends the same request headers (its cookies, and the \`Accept-Encoding: gzip, deflate, br,
  zstd\` every browser sends, so large kept answers go gzipped): Node parses them before any of our
  code runs, so the bare route pays for them too (ADR 025). The bare row is the median over
  all its runs, with and without cookies.
- \`GET /api/health\` goes through the whole middleware stack (security headers, CSRF
  cookie, session lookup, flood limit) as a returning visitor: it sends the
  \`sl_csrf\` cookie a first visit set, as a browser does, but no session cookie (without
  the CSRF cookie every request would make the server mint a new one, which only a first
  visit does). The same route with the demo account's session cookie shows what the
  session lookup adds to every signed-in request (no budget). \`GET /api/v1/session\` sends
  the demo account's session cookie. \`POST /api/v1/auth/login\` sends the demo credentials
  with the CSRF header and cookie (\`scripts/bench/login.lua\`); argon2id makes it
  deliberately slow, so it has no budget.
- Budgets are what members feel first: every signed-in read (and the public certificate
  check) p99 ≤ 25 ms and every write p99 ≤ 50 ms at 50 connections, then capacity against
  the bare route. The writes (CSRF header and cookie) are a new message in bulk member 0's
  longest conversation (each with its own clientId) and the demo member saving their profile,
  which drops their cached pages. They are sent by \`scripts/bench/steady-load.mjs\` (in the
  bench's process, on core 1) over ${CONNECTIONS} kept-alive connections, timed after a 1 s
  warm-up in which every connection has been answered, as a browser reuses its connection:
  wrk opens all its connections as a run starts, libuv accepts one per event-loop turn, and
  a turn of a server busy with ~1 ms writes lasts ~50 ms, so the last connections' first
  requests waited 1–3 s and made the whole p99 (cost-model.md, "Opening connections").
- The people search and Discover p99 rows run on the bulk data set: \`BENCH_MEMBERS\` members
  (\`npm run seed:bulk\`), each with catalogue skills, a job and ten connection rows
  (500,000 connections at 50,000 members), at 20 connections. Search asks 40 different
  queries in turn (\`scripts/bench/people-search.lua\`: names, titles, companies, skills,
  two-letter starts, no match). Discover keeps each member's ranking for 5 minutes and the
  warm-up makes it, so the run measures that path plus cards built fresh on every request;
  what an uncached ranking costs is in cost-model.md.
- Login page weight: Chromium (playwright-core, Debian \`/usr/bin/chromium\`) opens
  \`/auth/login\` signed out and waits for the network to go idle; every script and
  stylesheet response is gzipped with zlib (level 9) and summed. 1 KB = 1000 bytes.
- Web (issue 21, "Fast on a slow phone"), after everything above, on the same server, signed
  in as the demo member where the page needs it (the API sign-in's cookies handed to the
  browser), Debian's Chromium pinned with the bench to core 1 (\`scripts/bench/web.mjs\`):
  - Lighthouse 12 (the root \`lighthouse\` devDependency) through its Node API, default config (mobile preset: Moto G Power screen,
    simulated slow 4G, 4× CPU), performance only, 3 runs per page from a cold cache, medians of
    each number. A run that ends anywhere but the page asked for (a bounce to the login page)
    or sees an API error fails the page.
  - Loads (playwright-core, the same phone screen, a fresh context per run, 3 runs): the login
    page and the dashboard on a 100 kbit/s line with 300 ms latency (CDP network emulation, no
    CPU throttling), timed from navigation start to the "Sign in" button / the first stat card
    visible; the other pages unthrottled. Bytes are CDP's encodedDataLength (headers included)
    of every request until the network is idle for 500 ms; the repeat visit opens the page again
    in the same context (warm HTTP cache) after \`about:blank\`. The realtime WebSocket is not
    counted.
  - Tap-to-paint: 1280 × 720 (the sidebar is a drawer below 768 px), 4× CPU (CDP), network not
    throttled; every page visited once, then 5 rounds of Dashboard → Courses → Connections →
    Messages (→ Dashboard, unmeasured), clicking the sidebar link by its name. Time from the
    pointerdown (captured in the page) to the first animation frame after the destination's h1
    is in the layout.
  - The Before column is \`scripts/bench/web-before.json\`, the same measurement on the code
    before issue 21's changes. \`BENCH_ONLY=web\` runs only this section (about 6 minutes)
    and prints it; \`BENCH_WEB_SAVE=file.json\` also writes its numbers as JSON.
- Workspace (issue 23, "Project page with 1,000 tasks"): bulk member 4,998 leads a project of
  1,000 tasks (a third per status, every priority, three in five in one of four milestones,
  assigned round a team of five: four of its connections invited, who accept), made through the
  API at the first run on a data directory (\`scripts/bench/workspace.mjs\`). As its lead, at
  ${CONNECTIONS} kept-alive connections (steady-load.mjs, as the page asks on the connection that loaded
  the app: a fresh connection's 16 KB send buffer made wrk's first answers of 30–40 KB wait a
  turn): \`GET …/projects/:id/tasks\` (the Tasks tab's list) and \`GET …/projects/:id\`, each
  p99 ≤ 50 ms. In the web section, the same lead opens \`/app/projects/:id?tab=tasks&view=board\`
  in Chromium at 4× CPU, 1280 × 720, after one load that fills the HTTP cache; 5 loads, medians
  (\`scripts/bench/board.mjs\`). The budget (≤ 200 ms) is the render part: from the tasks answer's
  Resource Timing \`responseEnd\` to the paint that shows a card in each of the three columns (the
  cards' Element Timing, \`elementtiming="task-card"\`); the time from navigation start is shown
  beside it. \`BENCH_BOARD_RUNS\` takes more loads for an A/B; \`BENCH_ONLY=uploads\` runs only the
  upload; \`BENCH_ONLY=workspaceTasks,workspaceProject,boardFirstRender\` runs only these.
- Search (issue 24, \`scripts/bench/search.mjs\`, ADR 060): 20 queries in turn (\`search.lua\`), selective
  (p95 at 5 connections), any query (p99 at 20) and typeahead (p99 at 5). On PostgreSQL, after
  \`createdb bench\`: \`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node scripts/bench.mjs\` (its report: docs/benchmarks-postgresql.md).
- Slow connections (issue 28, \`scripts/bench/slow-links.mjs\`), last, as the demo member in Chromium: the
  dashboard's repeat visit with the service worker warm on the 100 kbit/s, 300 ms line (the
  worker's own fetches throttled and counted through its own DevTools target), first visits of
  the dashboard and Connections with data saver off and on, and the request bodies a 4 MB phone
  photo (made by the bench with sharp) sends when attached to a message. \`BENCH_ONLY=slowLinks\`
  runs only this section (a few minutes) and prints it.
- Knobs: \`BENCH_ROUNDS\`, \`BENCH_DURATION\`, \`BENCH_WARMUP\`, \`BENCH_CONNECTIONS\`;
  \`node scripts/bench.mjs --strict\` exits 1 when a budget fails. For experiments,
  \`BENCH_ONLY=key,key\` measures only those targets (no report written) and
  \`BENCH_DATA_FROM=dir\` copies an already-seeded \`DATA_DIR\` instead of seeding.

## Latest run

${table}
`;
  // Format like the rest of docs/ when Prettier is installed (it is, as a root dev dependency).
  let formatted = doc;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(REPORT)) ?? {};
    formatted = await prettier.format(doc, { ...options, filepath: REPORT });
  } catch {
    /* unformatted is still correct markdown */
  }
  writeFileSync(REPORT, formatted);
  console.log(`bench: wrote ${REPORT}`);
}
