// Paths, knobs and budgets of `npm run bench`, read once from the environment.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// BENCH_SERVER_ENTRY only exists to exercise this harness against a stand-in server.
export const STAND_IN_SERVER = Boolean(process.env.BENCH_SERVER_ENTRY);
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/server.js');
export const WEB_DIST = join(root, 'apps/web/dist');
export const BARE_ENTRY = join(root, 'scripts/bench/bare-server.mjs');
/**
 * The Node options the server runs with in production: those of `npm start -w apps/server`
 * (today --no-memory-reducer, ADR 026). The bench starts the app with them, and the bare
 * route too, so both run on the same runtime settings.
 */
export const SERVER_NODE_FLAGS = startScriptFlags(join(root, 'apps/server/package.json'));
export const LOGIN_LUA = join(root, 'scripts/bench/login.lua');
export const PEOPLE_SEARCH_LUA = join(root, 'scripts/bench/people-search.lua');
export const JOB_SEARCH_LUA = join(root, 'scripts/bench/job-search.lua');
/** A run on PostgreSQL (BENCH_DATABASE_URL) writes its own report beside the SQLite one. */
export const REPORT = join(root, process.env.BENCH_DATABASE_URL ? 'docs/benchmarks-postgresql.md' : 'docs/benchmarks.md');
export const DEMO = { email: 'ama.mensah@demo.skilllink.africa', password: 'SkillLink#2026' };

// Five pairs of 3 s rather than three of 5 s, in the same time: a median of five shrugs off
// two pairs the machine spoiled, a median of three only one (ADR 027).
export const ROUNDS = intEnv('BENCH_ROUNDS', 5);
export const DURATION = intEnv('BENCH_DURATION', 3);
export const WARMUP = intEnv('BENCH_WARMUP', 2);
export const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 50);
/** Members in the data set the app is measured on (at least 50,000). */
export const MEMBERS = intEnv('BENCH_MEMBERS', 50_000);
/** Messages in the data set (1,000,000), among the bulk members' conversations. */
export const MESSAGES = intEnv('BENCH_MESSAGES', 1_000_000);
/** Jobs in the data set (100,000), posted by the bulk members (issue 22). */
export const JOBS = intEnv('BENCH_JOBS', 100_000);
export const STRICT = process.argv.includes('--strict');
export const KEEP_DATA = process.env.BENCH_KEEP_DATA === 'true';
/** Experiments: measure only these target keys (comma-separated); the report is not written. */
export const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
/** Experiments: copy this already-seeded DATA_DIR instead of running the bulk seed (~1 min). */
export const DATA_FROM = process.env.BENCH_DATA_FROM ?? '';
/**
 * Measure on PostgreSQL: the database the bulk seed fills (idempotent: a second run on it seeds
 * nothing) and the server runs on, e.g. postgres://postgres@127.0.0.1:5432/bench after
 * `createdb bench` (issue 24 asks for the search rows on both engines; docs/benchmarks.md).
 */
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
// The whole run, whatever happens: ~17 minutes of HTTP rounds and sockets (the workspace board
// is made through the API first), then ~7 of the web section (Lighthouse, slow loads, taps, the
// board), then ~8 of the public site (issue 26: Lighthouse on five pages), with room for a slow machine.
export const HARD_LIMIT_MS = 40 * 60_000;
/** BENCH_ONLY=web: only the web section (a few minutes), to iterate on the pages; no report. */
export const WEB_ONLY = ONLY.length > 0 && ONLY.every((key) => key === 'web');
/** The web section runs in a whole run, or when BENCH_ONLY names it. */
export const RUN_WEB = ONLY.length === 0 || ONLY.includes('web');
/** The web section's numbers before issue 21's changes, printed beside every new measurement. */
export const WEB_BEFORE = join(root, 'scripts/bench/web-before.json');
/** Experiments: also write the web section's results (JSON) here; web-before.json was made so. */
export const WEB_SAVE = process.env.BENCH_WEB_SAVE ?? '';

/**
 * What members feel first (p99 at 50 connections on the 50,000-member, 1,000,000-message data
 * set), then capacity against the bare Fastify route, then what the first page loads.
 */
export const BUDGETS = {
  readP99Ms: 25, // every signed-in read (and the public certificate check)
  writeP99Ms: 50, // every write but password sign-in (argon2id is slow on purpose)
  messagingP99Ms: 50, // message send-to-receive at 200 messages/s with 2,000 sockets open
  deliveryP99Ms: 50, // notification delivery with 1,000 sockets open on one process
  peopleSearchP99Ms: 100, // people search, 40 queries in turn, 20 connections
  discoverP99Ms: 100, // Discover at 20 connections
  skillsSearchP99Ms: 50, // skills discovery search at 20 connections
  jobSearchP99Ms: 100, // job search with filters over 100,000 jobs, 20 searches in turn, 20 connections
  recommendedJobsP99Ms: 50, // a member's recommended jobs (the Jobs sidebar), 20 connections
  workspaceP99Ms: 50, // a project of 1,000 tasks as its lead opens it: its tasks and the project itself, 50 connections (issue 23)
  uploads: 0.8, // a 25 MB project file upload ≥ 80 % of the MB/s of a plain PUT of the same file (issue 23)
  middleware: 0.5, // GET /api/health ≥ 50 % of bare req/s (Express manages ~33 % here)
  reads: 0.35, // every signed-in read ≥ 35 % of bare req/s
  loginJsBytes: 120_000, // login page JavaScript ≤ 120 KB gzip (1 KB = 1000 bytes, ADR 008)
  jobsPageJsBytes: 60_000, // the Jobs page's JavaScript beyond the app shell ≤ 60 KB gzip (issue 22)
  // Web (issue 21, "Fast on a slow phone"). Bytes are what the wire carried, headers included,
  // from a cold cache until the network is idle; slow = 100 kbit/s each way, 300 ms latency.
  loginFirstVisitBytes: 60_000, // /auth/login, first visit
  loginUsableMs: 6000, // /auth/login: the "Sign in" button visible, slow, cold cache
  dashboardFirstStatMs: 8000, // /app/dashboard: the first stat card visible, slow, cold cache
  dashboardFirstVisitBytes: 140_000, // /app/dashboard, first visit
  dashboardRepeatVisitBytes: 6000, // /app/dashboard again in the same browser (warm HTTP cache)
  lighthouseScore: 90, // Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU), every signed-in page, median of 3
  lighthouseTbtMs: 200, // the same runs' Total Blocking Time
  lighthouseCls: 0.05, // the same runs' Cumulative Layout Shift
  boardFirstRenderMs: 200, // the 1,000-task board at 4× CPU: tasks answer arrived → every column's cards painted, median of 5 (issue 23)
  tapToPaintMs: 200, // sidebar tap → the page's h1 painted, between visited pages at 4× CPU, median of 5
};

function startScriptFlags(packageJson) {
  const start = JSON.parse(readFileSync(packageJson, 'utf8')).scripts?.start ?? '';
  const words = start.split(/\s+/);
  if (words[0] !== 'node') return [];
  return words.slice(1).filter((w) => w.startsWith('--'));
}

function intEnv(name, fallback) {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}
